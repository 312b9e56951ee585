import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { germanIssues, isTypedText, untypableMessage } from "#shared/schemas/errors";
import type { ErrorCode } from "#shared/contracts/errors";
import { ADMIN_ACCESS, accessKey } from "./access";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's answer to a request its schema refuses: its own code (for
     * example `login-invalid-input`, or `settings-invalid` with 422), else 400
     * `invalid-input` with the first problem. `every`: name every problem, joined by "; ".
     * `in`: only for a problem in this part of the request (a malformed id is
     * 404 like an unknown one, while a bad body stays 400).
     */
    invalid?: { code: ErrorCode; status?: number; every?: boolean; in?: "params" | "querystring" | "body" };
  }
}

/**
 * The HTTP contract from one source (docs/api.md): every route declares its
 * request (params, query, body) and its responses as zod schemas, through
 * fastify-type-provider-zod. Requests are validated against them before the
 * handler runs; responses are serialised through them, so a field that is
 * not declared never leaves the server. The OpenAPI 3.1 document at
 * /api/openapi.json is generated from the same schemas (docs/openapi.json is
 * its checked-in copy).
 */

/**
 * The path of the first text in a path parameter or the query string that
 * holds a character nobody types: NUL and other control characters but tab and
 * line breaks, or half a surrogate pair. PostgreSQL refuses NUL in text, so
 * such a value would otherwise reach the database and end in a 500. (Bodies'
 * texts are refused by their schemas, in sentences that name the field.)
 */
function untypablePath(data: unknown, path: string[] = []): string[] | undefined {
  if (typeof data === "string") return isTypedText(data) ? undefined : path;
  if (Array.isArray(data)) {
    for (const [i, item] of data.entries()) {
      const found = untypablePath(item, [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof data !== "object" || data === null) return undefined;
  for (const [key, value] of Object.entries(data)) {
    if (!isTypedText(key)) return [...path, key];
    const found = untypablePath(value, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const CHECKED_PARTS = new Set(["params", "querystring"]);

/** Validates a request part; a failure is a ZodError, which the error handler answers as 400 with the route's code. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { error: germanIssues });
    if (!result.success) return { error: result.error };
    // After the schema, so its own sentences (a name's, a message's) come first.
    const untypable = httpPart && CHECKED_PARTS.has(httpPart) ? untypablePath(result.data) : undefined;
    if (untypable) {
      const shown = untypable.length ? untypable.join(".").replace(/[^\P{Cc}]/gu, "?") : httpPart;
      const message = untypableMessage(`Der Parameter „${shown}“`);
      // Made by zod, so the error handler treats it as every other refusal (a ZodError built by hand is no Error in zod 4).
      const refused = z
        .unknown()
        .refine(() => false, { message, path: untypable })
        .safeParse(data);
      if (!refused.success) return { error: refused.error };
    }
    return { value: result.data };
  };

/** A response that does not match its route's schema: a bug of the server, never the client's fault. */
export class ResponseShapeError extends Error {
  constructor(method: string, url: string, problem: string) {
    super(`${method} ${url} answered what its schema does not declare: ${problem}`);
    this.name = "ResponseShapeError";
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** The paths of fields in `input` that parsing dropped from `output`: what the handler sent but the schema does not declare. */
export function undeclaredFields(input: unknown, output: unknown, path = ""): string[] {
  if (Array.isArray(input) && Array.isArray(output))
    return input.flatMap((item, i) => undeclaredFields(item, output[i], `${path}[${i}]`));
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.entries(input).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (value === undefined) return [];
    if (!Object.hasOwn(output, key)) return [at];
    return undeclaredFields(value, output[key], at);
  });
}

/**
 * Serialises a response through its schema. `strict` (every mode but
 * production) refuses a field the schema does not declare, so a test that
 * calls the route fails; in production the field is dropped and logged by
 * the error handler never: it simply does not leave the server.
 */
export function serializerCompiler(strict: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    // Streams, files and text answers declare their content type, not a JSON shape.
    if (!(schema instanceof z.ZodType)) return (data) => (typeof data === "string" ? data : JSON.stringify(data));
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseShapeError(method, url, z.prettifyError(result.error));
      if (strict) {
        const extra = undeclaredFields(data, result.data);
        if (extra.length > 0) throw new ResponseShapeError(method, url, `undeclared fields ${extra.join(", ")}`);
      }
      return JSON.stringify(result.data);
    };
  };
}

/** A route as registered, for the check that the OpenAPI document lists every one. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the document on purpose (the catch-all 404, the pages, static files). */
  hidden: boolean;
  /** The route declares its answers. */
  responses: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered after the contract (method, URL, whether the document shows it). */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Marks each route as admin (session cookie, a role from ADMIN_ACCESS) or public, for the OpenAPI document, and records it. */
function tagRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", routes);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const declared = route.schema;
    for (const method of methods)
      routes.push({ method, url: route.url, hidden: declared?.hide === true, responses: declared?.response !== undefined });
    const admin = methods.some((m) => Object.hasOwn(ADMIN_ACCESS, accessKey(m, route.url)));
    const schema = (route.schema ??= {});
    const extra = schema as { tags?: string[]; security?: unknown[] };
    extra.tags ??= [admin ? "admin" : route.url.startsWith("/api/") ? "public" : "site"];
    if (admin) extra.security ??= [{ session: [] }];
  });
}

/** The compilers, the route tags and the OpenAPI generator; call before any route is registered. */
export async function registerContract(app: FastifyInstance, production: boolean) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(!production));
  tagRoutes(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "MentalCoach AI",
        version: "1",
        description:
          "The HTTP API of the coaching site: the public voice chat and its helpers, and the operator area (tag admin: " +
          "a session cookie from POST /api/auth/login, and a role, see docs/api.md). Errors answer {error, code}; " +
          "the event streams, flows and limits are described in docs/api.md.",
      },
      tags: [
        { name: "public", description: "Used by the public pages and the embedded widget" },
        { name: "admin", description: "The operator area: needs a session and a role" },
        { name: "site", description: "Files of the site itself" },
      ],
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "mc_session" } },
      },
    },
    // Bytes (audio, images, files) have no JSON Schema of their own: they are described by their content type.
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: "any" } }),
  });
}

/** The error body of every JSON error (docs/api.md, "Errors"). */
export const apiErrorSchema = z
  .object({
    error: z.string().describe("A sentence for people, in the request's language"),
    code: z.string().describe("A stable code for programs (the catalogue in src/shared/contracts/errors.ts)"),
  })
  .describe("An error");

/** The OpenAPI document itself: an object with the fields of OpenAPI 3.1, passed through as generated. */
export const openApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

/** Bytes answered as they are (audio, images, PDF files): typed as a Buffer, described by the content type. */
export const bytesSchema = (description: string) => z.instanceof(Buffer).describe(description);
