import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { parseSse } from "#tests/helpers/sse";
import { VISITOR_COOKIE } from "./visitors";

const ask = (content: string, extra: Record<string, unknown> = {}) => ({
  persona: "demo",
  messages: [{ role: "user", content }],
  ...extra,
});

interface Stats {
  totalUsers: number;
  averageRating: number | null;
  ratingsCount: number;
  daily: { conversations: number }[];
}

describe.each(ENGINES)("demo visitors and honest dashboard figures on %s", (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginCookie(t.app);
  });
  afterAll(() => t.close());

  const stats = async () => (await t.app.inject({ url: "/api/stats", headers: { cookie: admin } })).json<Stats>();
  const visitorOf = async (conversationId: string) =>
    (await t.db.database.query<{ visitor_id: string }>("SELECT visitor_id FROM conversations WHERE id = $1", [conversationId]))[0]
      ?.visitor_id;
  const conversationCount = async () =>
    (await t.db.database.query<{ n: number }>("SELECT count(*)::int AS n FROM conversations"))[0]!.n;

  /** A chat from `ip`, as JSON; `cookie` is sent when given. Returns status, conversation and the cookie it was given. */
  async function chat(ip: string, body: Record<string, unknown>, cookie?: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      remoteAddress: ip,
      headers: { accept: "application/json", ...(cookie ? { cookie } : {}) },
      payload: body,
    });
    const given = res.cookies.find((c) => c.name === VISITOR_COOKIE);
    return {
      status: res.statusCode,
      conversationId: res.statusCode === 200 ? res.json<{ conversationId: string }>().conversationId : undefined,
      cookie: given ? `${VISITOR_COOKIE}=${given.value}` : undefined,
      given,
    };
  }
  const rate = (ip: string, conversationId: string, rating: number, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/feedback",
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
      payload: { conversationId, rating },
    });

  /** A real visitor: a browser that keeps its cookie, one conversation, one rating. */
  async function realVisitor(ip: string, rating: number) {
    const first = await chat(ip, ask("Ich schlafe schlecht."));
    expect(first.status).toBe(200);
    expect((await rate(ip, first.conversationId!, rating, first.cookie)).statusCode).toBe(204);
  }

  test("the visitor id comes from a signed HttpOnly cookie the server issued, not from the body", async () => {
    const first = await chat("10.1.0.1", ask("Hallo", { visitorId: "aus-dem-body-1234" }));
    expect(first.status).toBe(200);
    expect(first.given).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api" });
    const id = await visitorOf(first.conversationId!);
    expect(id).not.toBe("aus-dem-body-1234");
    expect(first.given!.value.startsWith(`${id}.`)).toBe(true);
    // The same browser, another body id: the same visitor, and the conversation goes on.
    const second = await chat(
      "10.1.0.1",
      ask("Und weiter?", { visitorId: "noch-ein-body-5678", conversationId: first.conversationId }),
      first.cookie,
    );
    expect(second.conversationId).toBe(first.conversationId);
    expect(await visitorOf(second.conversationId!)).toBe(id);
    // The event stream carries the cookie as well.
    const streamed = await t.app.inject({ method: "POST", url: "/api/chat", remoteAddress: "10.1.0.2", payload: ask("Hallo") });
    expect(streamed.cookies.find((c) => c.name === VISITOR_COOKIE)?.value).toMatch(/^[\w-]{22}\.[\w-]{22}\.[\w-]{43}$/);
    const done = parseSse(streamed.body).at(-1)!.data as { conversationId: string };
    expect(streamed.cookies[0]!.value.startsWith(`${await visitorOf(done.conversationId)}.`)).toBe(true);
  });

  test("a forged or altered visitor cookie is ignored", async () => {
    const real = await chat("10.2.0.1", ask("Hallo"));
    const realId = await visitorOf(real.conversationId!);
    const [, signature] = real.given!.value.split(".");
    const forgedId = "AAAAAAAAAAAAAAAAAAAAAA";
    for (const forged of [
      `${forgedId}.${"A".repeat(43)}`,
      `${forgedId}.${signature}`,
      `${forgedId}`,
      `${realId}.${signature}x`,
    ]) {
      const res = await chat("10.2.0.2", ask("Hallo"), `${VISITOR_COOKIE}=${forged}`);
      expect(res.status).toBe(200);
      const id = await visitorOf(res.conversationId!);
      expect(id).not.toBe(forgedId);
      expect(id).not.toBe(realId);
      // A forged cookie cannot rate someone else's conversation either.
      const refused = await rate("10.2.0.2", real.conversationId!, 1, `${VISITOR_COOKIE}=${forged}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: "Bewerten kann nur, wer das Gespräch in diesem Browser geführt hat.",
        code: "conversation-not-yours",
      });
    }
    // Nor can another visitor's conversation be continued: a new one starts.
    const other = await chat("10.2.0.3", ask("Weiter", { conversationId: real.conversationId }));
    expect(other.conversationId).not.toBe(real.conversationId);
    const [row] = await t.db.database.query<{ message_count: number }>("SELECT message_count FROM conversations WHERE id = $1", [
      real.conversationId,
    ]);
    expect(row!.message_count).toBe(1);
  });

  test("a second browser at the same address, without a cookie, gets neither the first one's identity nor its rights", async () => {
    const before = await stats();
    const first = await chat("10.7.0.1", ask("Ich schlafe schlecht."));
    const second = await chat("10.7.0.1", ask("Ich bin oft nervös."));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    // Its own cookie, not a copy of the first browser's.
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    const withdraw = (id: string, cookie?: string) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/conversations/${id}/transcript`,
        remoteAddress: "10.7.0.1",
        headers: cookie ? { cookie } : {},
      });
    // It cannot rate the first browser's conversation, withdraw its transcript or continue it, nor the other way round.
    expect((await rate("10.7.0.1", first.conversationId!, 1, second.cookie)).statusCode).toBe(403);
    expect((await withdraw(first.conversationId!, second.cookie)).statusCode).toBe(403);
    expect((await rate("10.7.0.1", second.conversationId!, 1, first.cookie)).statusCode).toBe(403);
    expect((await withdraw(second.conversationId!, first.cookie)).statusCode).toBe(403);
    const continued = await chat("10.7.0.1", ask("Weiter", { conversationId: first.conversationId }), second.cookie);
    expect(continued.conversationId).not.toBe(first.conversationId);
    // Nor can a third request without any cookie.
    expect((await rate("10.7.0.1", first.conversationId!, 1)).statusCode).toBe(403);
    expect((await withdraw(first.conversationId!)).statusCode).toBe(403);
    // Each browser keeps the rights to its own conversation.
    expect((await rate("10.7.0.1", first.conversationId!, 5, first.cookie)).statusCode).toBe(204);
    expect((await rate("10.7.0.1", second.conversationId!, 4, second.cookie)).statusCode).toBe(204);
    expect((await withdraw(second.conversationId!, second.cookie)).statusCode).toBe(200);
    // The dashboard still counts one address within the hour once, as before.
    expect((await stats()).totalUsers - before.totalUsers).toBe(1);
  });

  test("the embedded panel holds its visitor as a token in a header: no cookie, and only that token has the rights", async () => {
    const send = (method: "POST" | "DELETE", url: string, token: string | undefined, payload?: Record<string, unknown>) =>
      t.app.inject({
        method,
        url,
        remoteAddress: "10.9.0.1",
        headers: { accept: "application/json", ...(token ? { "x-visitor-token": token } : {}) },
        ...(payload ? { payload } : {}),
      });
    const first = await send("POST", "/api/chat", "new", ask("Hallo"));
    expect(first.statusCode).toBe(200);
    expect(first.cookies).toEqual([]);
    const token = String(first.headers["x-visitor-token"]);
    expect(token).toMatch(/^[\w-]{22}\.[\w-]{22}\.[\w-]{43}$/);
    const { conversationId } = first.json<{ conversationId: string }>();
    // The same token continues the conversation and gets the same token back.
    const next = await send("POST", "/api/chat", token, ask("Weiter", { conversationId }));
    expect(next.json<{ conversationId: string }>().conversationId).toBe(conversationId);
    expect(next.headers["x-visitor-token"]).toBe(token);
    // Another frame at the same address gets a token of its own, which holds nothing of the first.
    const other = String((await send("POST", "/api/chat", "new", ask("Hallo"))).headers["x-visitor-token"]);
    expect(other).not.toBe(token);
    for (const foreign of [other, "new", undefined, `${token.slice(0, -1)}x`]) {
      expect((await send("POST", "/api/feedback", foreign, { conversationId, rating: 1 })).statusCode).toBe(403);
      expect((await send("DELETE", `/api/conversations/${conversationId}/transcript`, foreign)).statusCode).toBe(403);
    }
    expect((await send("POST", "/api/feedback", token, { conversationId, rating: 5 })).statusCode).toBe(204);
    expect((await send("DELETE", `/api/conversations/${conversationId}/transcript`, token)).json()).toEqual({ removed: 0 });
  });

  test("a cookie from before owners (`id.signature`) still holds the conversations its id held", async () => {
    const id = "AltAltAltAltAltAltAltA";
    // As the migration left them: the owner of an old conversation is its visitor id.
    const [row] = await t.db.database.query<{ id: string }>(
      "INSERT INTO conversations (visitor_id, owner_id, message_count) VALUES ($1, $1, 1) RETURNING id",
      [id],
    );
    const [secret] = await t.db.database.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'visitor-cookie'");
    const signature = createHmac("sha256", Buffer.from(secret!.value, "base64url")).update(`visitor:${id}`).digest("base64url");
    expect(await t.ctx.visitors.verify(`${id}.${signature}`)).toEqual({ id, owner: id });
    expect((await rate("10.8.0.1", row!.id, 5, `${VISITOR_COOKIE}=${id}.${signature}`)).statusCode).toBe(204);
  });

  test("a flood of 30 chats with fresh body ids and 30 one-star ratings moves users by at most one and leaves the average", async () => {
    await realVisitor("10.3.0.1", 5);
    await realVisitor("10.3.0.2", 4);
    const before = await stats();
    const conversationsBefore = await conversationCount();
    // One client, no cookie kept (as a script does), a new visitor id in every body.
    const statuses: number[] = [];
    const answered: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await chat("10.3.0.66", ask(`Spam ${i}`, { visitorId: `flut-${i}-${"x".repeat(10)}` }));
      statuses.push(res.status);
      if (res.conversationId) answered.push(res.conversationId);
    }
    // The per-client limit (20 a minute) refuses the rest: the flood shows as rate-limited.
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Refused chats left nothing behind; the answered ones all belong to one visitor.
    expect((await conversationCount()) - conversationsBefore).toBe(answered.length);
    expect(new Set(await Promise.all(answered.map(visitorOf))).size).toBe(1);
    // 30 one-star ratings, without the visitor cookie: none is taken.
    for (let i = 0; i < 30; i++) {
      const res = await rate("10.3.0.66", answered[i % answered.length]!, 1);
      expect(res.statusCode).toBe(403);
    }
    const after = await stats();
    expect(after.totalUsers - before.totalUsers).toBeLessThanOrEqual(1);
    expect(after.averageRating).toBe(before.averageRating);
    expect(after.ratingsCount).toBe(before.ratingsCount);
  });

  test("a flooding client that keeps its cookie is one visitor with one voice, and rates each conversation once", async () => {
    await t.db.database.query("DELETE FROM feedback");
    await realVisitor("10.4.0.1", 5);
    await realVisitor("10.4.0.2", 4);
    const before = await stats();
    expect(before.averageRating).toBe(4.5);
    let cookie: string | undefined;
    const answered: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await chat("10.4.0.66", ask(`Spam ${i}`, { visitorId: `flut-${i}-${"y".repeat(10)}` }), cookie);
      cookie ??= res.cookie;
      if (res.conversationId) answered.push(res.conversationId);
    }
    for (const id of answered) expect((await rate("10.4.0.66", id, 1, cookie)).statusCode).toBe(204);
    const second = await rate("10.4.0.66", answered[0]!, 1, cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: "Dieses Gespräch wurde bereits bewertet.", code: "already-rated" });
    const after = await stats();
    expect(after.totalUsers - before.totalUsers).toBe(1);
    // Three visitors: 5, 4 and the flood's 1 — not twenty ones against two real ratings.
    expect(after.averageRating).toBe(3.3);
  });

  test("ratings and the second-rating refusal speak the conversation's language", async () => {
    const en = await chat("10.5.0.1", ask("Hello", { lang: "en" }));
    expect((await rate("10.5.0.1", en.conversationId!, 4, en.cookie)).statusCode).toBe(204);
    expect((await rate("10.5.0.1", en.conversationId!, 4, en.cookie)).json()).toEqual({
      error: "This conversation has already been rated.",
      code: "already-rated",
    });
    expect((await rate("10.5.0.9", en.conversationId!, 4)).json()).toEqual({
      error: "Only the browser that held the conversation can rate it.",
      code: "conversation-not-yours",
    });
  });

  test("conversations without an answer count nowhere on the dashboard", async () => {
    const before = await stats();
    const [row] = await t.db.database.query<{ id: string }>(
      "INSERT INTO conversations (visitor_id, message_count) VALUES ('ohne-antwort-1234567', 0) RETURNING id",
    );
    await t.db.database.query("INSERT INTO feedback (conversation_id, rating) VALUES ($1, 1)", [row!.id]);
    const after = await stats();
    expect(after.totalUsers).toBe(before.totalUsers);
    expect(after.averageRating).toBe(before.averageRating);
    expect(after.ratingsCount).toBe(before.ratingsCount);
    expect(after.daily.at(-1)!.conversations).toBe(before.daily.at(-1)!.conversations);
  });
});

describe.each(ENGINES)("the daily budget on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { DAILY_CHAT_CAP: "2" });
  });
  afterAll(() => t.close());

  test("chats refused by the daily budget create neither conversations nor visitors", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/chat",
        remoteAddress: `10.6.0.${i + 1}`,
        headers: { accept: "application/json" },
        payload: ask("Hallo"),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.cookies.find((c) => c.name === VISITOR_COOKIE)).toBeUndefined();
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    const [row] = await t.db.database.query<{ conversations: number; visitors: number; issued: number }>(
      `SELECT (SELECT count(*)::int FROM conversations) AS conversations, (SELECT count(DISTINCT visitor_id)::int FROM conversations) AS visitors,
         (SELECT count(*)::int FROM visitor_origins) AS issued`,
    );
    expect(row).toEqual({ conversations: 2, visitors: 2, issued: 2 });
  });
});
