import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "#tests/helpers/app";
import { ADMIN_ACCESS } from "./http/access";
import { registerContract } from "./http/contract";
import * as prettier from "prettier";
import { clientTypes, clientTypesPath, openApiDocument, openApiPath } from "./openapi";

/** OpenAPI writes `:id` as `{id}`. */
const pathOf = (url: string) => url.replace(/:(\w+)/g, "{$1}");

describe("the contract from one source", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  test("the served document is valid OpenAPI 3.1", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string }>();
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("it lists every route the server registers, and every route declares its answers", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const shown = t.app.registeredRoutes.filter((r) => !r.hidden && r.method !== "HEAD");
    expect(shown.length).toBeGreaterThan(50);
    const missing = shown.filter((r) => !doc.paths[pathOf(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const undeclared = shown.filter((r) => !r.responses).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  test("the admin routes are marked as such, with the session cookie", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    }>();
    for (const key of Object.keys(ADMIN_ACCESS)) {
      const [method, url] = key.split(" ") as [string, string];
      const op = doc.paths[pathOf(url)]?.[method.toLowerCase()];
      expect(op?.tags, key).toEqual(["admin"]);
      expect(op?.security, key).toEqual([{ session: [] }]);
    }
    expect(doc.paths["/api/chat"]?.post?.tags).toEqual(["public"]);
  });

  test("the checked-in copy docs/openapi.json and the pages' types are generated from it (npm run openapi writes them)", async () => {
    const generated = await openApiDocument();
    expect(JSON.parse(readFileSync(openApiPath, "utf8"))).toEqual(generated);
    const options = (await prettier.resolveConfig(clientTypesPath)) ?? {};
    const types = await prettier.format(await clientTypes(generated), { ...options, filepath: clientTypesPath });
    expect(readFileSync(clientTypesPath, "utf8")).toBe(types);
  }, 60_000);
});

describe("answers go through their schemas", () => {
  async function appWith(production: boolean) {
    const app = Fastify();
    await registerContract(app, production);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get("/thing", { schema: { response: { 200: z.object({ name: z.string() }) } } }, () => ({
        name: "Mia",
        // A field the schema does not declare, as a handler might leak one.
        passwordHash: "secret",
      }));
    await app.ready();
    return app;
  }

  test("a field the schema does not declare fails the request in tests", async () => {
    const app = await appWith(false);
    const res = await app.inject({ method: "GET", url: "/thing" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret");
    await app.close();
  });

  test("and never leaves a production server", async () => {
    const app = await appWith(true);
    const res = await app.inject({ method: "GET", url: "/thing" });
    expect(res.json()).toEqual({ name: "Mia" });
    await app.close();
  });
});
