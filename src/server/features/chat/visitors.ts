import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { VISITOR_TOKEN_HEADER } from "#shared/api/feedback";
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
 * A client address that sent no valid cookie is counted as the visitor issued
 * to that address within this time: a script that drops its cookies counts as
 * one visitor per address and hour, not as one per request. Only the count is
 * shared; each browser gets an owner of its own (see Visitor).
 */
export const ORIGIN_WINDOW_SECONDS = RETENTION.ipHashHours * 60 * 60;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const SECRET_NAME = "visitor-cookie";
const ID = /^[A-Za-z0-9_-]{22}$/;
const newId = () => randomBytes(16).toString("base64url");

/**
 * A demo visitor as the signed cookie names it. `id` is who the dashboard
 * counts: a browser's first chat takes the id issued to its address within the
 * hour, so browsers behind one address in that hour count once. `owner` is
 * this browser alone, drawn at random when the cookie is made: only it may
 * continue, rate or withdraw the conversations it held. An identity is handed
 * out only with its cookie, never to another browser.
 */
export interface Visitor {
  id: string;
  owner: string;
}

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
 * Who a demo visitor is, for the dashboard: ids in an HttpOnly cookie that
 * the server issued and signed (HMAC-SHA256 with a secret it keeps in the
 * database, made at first use, shared by every instance). The embedded panel,
 * whose frame on another site keeps no cookie, holds the same signed value as
 * a token and sends it in a header (decision 037). What a client sends in a
 * request body is never an identity; a cookie or token whose signature does
 * not match counts as none.
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

  /** The cookie's value: `id.owner.signature`. */
  async function sign(visitor: Visitor): Promise<string> {
    const value = `${visitor.id}.${visitor.owner}`;
    return `${value}.${await mac("visitor", value)}`;
  }

  /**
   * The visitor of a signed cookie value, or undefined when it is missing,
   * malformed or forged. A cookie from before owners (`id.signature`) names a
   * visitor who is their own owner.
   */
  async function verify(value: string | undefined): Promise<Visitor | undefined> {
    const parts = (value ?? "").split(".");
    if (parts.length < 2 || parts.length > 3 || !parts.slice(0, -1).every((p) => ID.test(p))) return undefined;
    const signed = parts.slice(0, -1).join(".");
    const expected = Buffer.from(await mac("visitor", signed));
    const given = Buffer.from(parts.at(-1)!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { id: parts[0]!, owner: parts.length === 3 ? parts[1]! : parts[0]! };
  }

  /** The id counted for this client address within the hour, or a new one; atomic across instances. */
  async function idForAddress(ip: string): Promise<string> {
    // An entry that has run out is replaced, a live one kept: one statement, so instances agree.
    const expired = sql`${visitorOrigins.expiresAt} <= now()`;
    const rows = await db
      .insert(visitorOrigins)
      .values({
        clientKey: await mac("address", ip),
        visitorId: newId(),
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

  /** The panel in a frame asks for its visitor as a token (decision 037): it sends the header, `new` at first. */
  const wantsToken = (req: FastifyRequest) => typeof req.headers[VISITOR_TOKEN_HEADER] === "string";
  const fromRequest = async (req: FastifyRequest) => {
    const token = req.headers[VISITOR_TOKEN_HEADER];
    return (
      (await verify(readCookie(req.headers.cookie, VISITOR_COOKIE))) ??
      (typeof token === "string" ? await verify(token) : undefined)
    );
  };
  const cookieAttributes = `Path=/api; HttpOnly; SameSite=Strict; Max-Age=${COOKIE_MAX_AGE_SECONDS}${opts.secureCookies ? "; Secure" : ""}`;

  return {
    sign,
    verify,
    /** The visitor of a request by its cookie, else by its token header; undefined without a valid one. */
    fromRequest,
    /** The request comes from the browser that holds a conversation (its owner): never without a valid cookie or token. */
    async holds(req: FastifyRequest, ownerId: string | null): Promise<boolean> {
      const visitor = await fromRequest(req);
      return visitor !== undefined && ownerId !== null && visitor.owner === ownerId;
    },
    /**
     * The visitor of a request that is about to be answered: from its cookie
     * or token, or (without a valid one) a new owner counted as the id issued
     * to its address within the hour. The cookie is (re)sent with the answer,
     * on the raw response so that an event stream carries it too; a request
     * that sent the token header gets the token in that header instead, and no
     * cookie.
     */
    async identify(req: FastifyRequest, reply: FastifyReply): Promise<Visitor> {
      const visitor = (await fromRequest(req)) ?? { id: await idForAddress(req.ip), owner: newId() };
      const signed = await sign(visitor);
      if (wantsToken(req)) reply.raw.setHeader(VISITOR_TOKEN_HEADER, signed);
      else reply.raw.setHeader("set-cookie", `${VISITOR_COOKIE}=${signed}; ${cookieAttributes}`);
      return visitor;
    },
  };
}

export type VisitorService = ReturnType<typeof createVisitorService>;
