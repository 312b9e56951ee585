import { describe, expect, test, vi } from "vitest";
import { createSessionRetry, sessionEnded, SignInCancelledError } from "./session-retry";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ended = () => json(401, { error: "User not authenticated", code: "not-authenticated" });

/** A server that answers each request with the next of `answers`, and remembers what it was sent. */
function server(...answers: (() => Response)[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const send = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    return next();
  });
  return { send, calls };
}

describe("requests after the session has ended", () => {
  test("after a sign-in the request is sent once more, with the same body, and its answer is returned", async () => {
    const { send, calls } = server(ended, () => json(200, { saved: true }));
    const signIn = vi.fn(async () => true);
    const retry = createSessionRetry(signIn, send);
    const res = await retry.fetch("/api/voice-config", { method: "PUT", body: JSON.stringify({ speed: 1.2 }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ saved: true });
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => [c.url, c.init?.method, c.init?.body])).toEqual([
      ["/api/voice-config", "PUT", '{"speed":1.2}'],
      ["/api/voice-config", "PUT", '{"speed":1.2}'],
    ]);
  });

  test("it is repeated only once: a second refusal is returned without another dialog", async () => {
    const { send } = server(ended, ended);
    const signIn = vi.fn(async () => true);
    const res = await createSessionRetry(signIn, send).fetch("/api/admin/personas", { method: "POST" });
    expect(res.status).toBe(401);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  test("cancelling the sign-in rejects with SignInCancelledError and sends nothing more", async () => {
    const { send } = server(ended);
    const retry = createSessionRetry(async () => false, send);
    await expect(retry.fetch("/api/settings/clear-cache", { method: "POST" })).rejects.toBeInstanceOf(SignInCancelledError);
    expect(send).toHaveBeenCalledTimes(1);
  });

  test("other answers pass through untouched, a wrong password on sign-in (401) and a 500 among them", async () => {
    const { send } = server(
      () => json(200, {}),
      () => json(401, { error: "Ungültige E-Mail-Adresse oder ungültiges Passwort.", code: "invalid-credentials" }),
      () => json(500, { error: "Interner Serverfehler", code: "internal" }),
      () => new Response("kein JSON", { status: 401 }),
    );
    const signIn = vi.fn(async () => true);
    const retry = createSessionRetry(signIn, send);
    expect((await retry.fetch("/a")).status).toBe(200);
    expect((await retry.fetch("/b")).status).toBe(401);
    expect((await retry.fetch("/c")).status).toBe(500);
    expect((await retry.fetch("/d")).status).toBe(401);
    expect(signIn).not.toHaveBeenCalled();
  });

  test("requests that fail together share one sign-in, and each is repeated", async () => {
    const { send, calls } = server(
      ended,
      ended,
      () => json(200, { n: 1 }),
      () => json(200, { n: 2 }),
    );
    let finish: (ok: boolean) => void = () => {};
    const signIn = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const retry = createSessionRetry(signIn, send);
    const both = Promise.all([retry.fetch("/one"), retry.fetch("/two")]);
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    finish(true);
    expect((await both).map((r) => r.status)).toEqual([200, 200]);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.url).sort()).toEqual(["/one", "/one", "/two", "/two"]);
  });

  test("a later ended session asks again", async () => {
    const { send } = server(
      ended,
      () => json(200, {}),
      ended,
      () => json(200, {}),
    );
    const signIn = vi.fn(async () => true);
    const retry = createSessionRetry(signIn, send);
    await retry.fetch("/first");
    await retry.fetch("/second");
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  test("any request can use it: an upload that reports its own status", async () => {
    const results = [
      { status: 401, code: "not-authenticated" },
      { status: 201, code: undefined },
    ];
    const attempt = vi.fn(async () => results.shift()!);
    const retry = createSessionRetry(async () => true);
    const result = await retry.run(attempt, (r) => r.status === 401 && r.code === "not-authenticated");
    expect(result.status).toBe(201);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  test("sessionEnded reads the code without using up the body", async () => {
    const res = ended();
    expect(await sessionEnded(res)).toBe(true);
    expect(await res.json()).toMatchObject({ code: "not-authenticated" });
    expect(await sessionEnded(json(403, { code: "not-authenticated" }))).toBe(false);
  });
});
