import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { RETENTION } from "#shared/privacy";
import type { FastifyReply, FastifyRequest } from "fastify";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appSecrets, visitorOrigins } from "../../db/schema";

/** The cookie that carries a demo visitor's id, signed by the server. */
export const VISITOR_COOKIE = "mc_visitor";
/** A year: the same browser counts as the same visitor when it comes back. */
const COOKIE_MAX_AGE_SECONDS = RETENTION.visitorCookieDays * 24 * 60 * 60;
/**
 * A client address that sent no valid cookie gets the id issued to that
 * address within this time again: a script that drops its cookies counts as
 * one visitor per address and hour, not as one per request.
 */
export const ORIGIN_WINDOW_SECONDS = RETENTION.ipHashHours * 60 * 60;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const SECRET_NAME = "visitor-cookie";
const ID = /^[A-Za-z0-9_-]{22}$/;

export interface VisitorServiceOptions {
  /** Add `Secure` to the cookie (production over https). */
  secureCookies: boolean;
}

/** The value of one cookie in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Who a demo visitor is, for the dashboard: an id in an HttpOnly cookie that
 * the server issued and signed (HMAC-SHA256 with a secret it keeps in the
 * database, made at first use, shared by every instance). What a client sends
 * in a request body is never an identity; a cookie whose signature does not
 * match counts as no cookie.
 */
export function createVisitorService(database: Database, opts: VisitorServiceOptions) {
  const { db } = database;
  let secret: Promise<Buffer> | undefined;
  let lastPrune = 0;

  const loadSecret = () => {
    secret ??= (async () => {
      await db
        .insert(appSecrets)
        .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing({ target: appSecrets.name });
      const rows = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
      return Buffer.from(rows[0]!.value, "base64url");
    })();
    secret.catch(() => (secret = undefined));
    return secret;
  };
  const mac = async (purpose: string, value: string) =>
    createHmac("sha256", await loadSecret())
      .update(`${purpose}:${value}`)
      .digest("base64url");

  async function sign(id: string): Promise<string> {
    return `${id}.${await mac("visitor", id)}`;
  }

  /** The visitor id of a signed cookie value, or undefined when it is missing, malformed or forged. */
  async function verify(value: string | undefined): Promise<string | undefined> {
    const [id, signature, extra] = (value ?? "").split(".");
    if (!id || !signature || extra !== undefined || !ID.test(id)) return undefined;
    const expected = Buffer.from(await mac("visitor", id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  /** The id recently issued to this client address, or a new one; atomic across instances. */
  async function idForAddress(ip: string): Promise<string> {
    // An entry that has run out is replaced, a live one kept: one statement, so instances agree.
    const expired = sql`${visitorOrigins.expiresAt} <= now()`;
    const rows = await db
      .insert(visitorOrigins)
      .values({
        clientKey: await mac("address", ip),
        visitorId: randomBytes(16).toString("base64url"),
        expiresAt: sql`now() + (${ORIGIN_WINDOW_SECONDS}::int * interval '1 second')`,
      })
      .onConflictDoUpdate({
        target: visitorOrigins.clientKey,
        set: {
          visitorId: sql`CASE WHEN ${expired} THEN excluded.visitor_id ELSE ${visitorOrigins.visitorId} END`,
          expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${visitorOrigins.expiresAt} END`,
        },
      })
      .returning({ visitorId: visitorOrigins.visitorId });
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await db.delete(visitorOrigins).where(lt(visitorOrigins.expiresAt, sql`now()`));
    }
    return rows[0]!.visitorId;
  }

  const fromRequest = (req: FastifyRequest) => verify(readCookie(req.headers.cookie, VISITOR_COOKIE));
  const cookieAttributes = `Path=/api; HttpOnly; SameSite=Strict; Max-Age=${COOKIE_MAX_AGE_SECONDS}${opts.secureCookies ? "; Secure" : ""}`;

  return {
    sign,
    verify,
    /** The visitor of a request by its cookie alone; undefined without a valid one. */
    fromRequest,
    /**
     * The visitor of a request that is about to be answered: from its cookie,
     * or (without a valid one) the id issued to its address within the hour,
     * or a new id. The cookie is (re)sent with the answer, on the raw response
     * so that an event stream carries it too.
     */
    async identify(req: FastifyRequest, reply: FastifyReply): Promise<string> {
      const id = (await fromRequest(req)) ?? (await idForAddress(req.ip));
      reply.raw.setHeader("set-cookie", `${VISITOR_COOKIE}=${await sign(id)}; ${cookieAttributes}`);
      return id;
    },
  };
}

export type VisitorService = ReturnType<typeof createVisitorService>;
