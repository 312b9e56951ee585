import { afterEach, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { startServerProcess } from "#tests/helpers/server-process";
import { ERROR_TEXTS } from "#shared/contracts/errors";

const ask = { persona: "demo", messages: [{ role: "user", content: "Hallo" }] };
/** The load balancer's own address, as the socket shows it. */
const BALANCER = "10.0.0.1";

describe.each(ENGINES)("client addresses for the per-client limits on %s", (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const chat = (headers: Record<string, string>, remoteAddress = BALANCER) =>
    t!.app.inject({
      method: "POST",
      url: "/api/chat",
      remoteAddress,
      headers: { accept: "application/json", ...headers },
      payload: ask,
    });

  test("behind one trusted proxy a forged leftmost X-Forwarded-For does not change the client", async () => {
    t = await createTestApp(engine, { TRUST_PROXY: "1", CHAT_RATE_LIMIT_PER_MINUTE: "2", LOGIN_FREE_FAILURES: "2" });
    // The balancer appends the address it saw; whatever the client wrote stays in front of it.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await chat({ "x-forwarded-for": `192.0.2.${i + 1}, 198.51.100.7` })).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const limited = await chat({ "x-forwarded-for": "203.0.113.99, 198.51.100.7" });
    expect(limited.json()).toEqual({ error: ERROR_TEXTS.de["rate-limited"], code: "rate-limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another visitor behind the same balancer is counted on its own.
    expect((await chat({ "x-forwarded-for": "198.51.100.8" })).statusCode).toBe(200);

    // Login throttling counts the same client (different accounts, so only the client's failures count).
    const logins = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: BALANCER,
        headers: { "x-forwarded-for": `192.0.2.${50 + i}, 198.51.100.9` },
        payload: { email: `niemand${i}@example.com`, password: "falsches-Passwort-123" },
      });
      logins.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json()).toEqual({ error: ERROR_TEXTS.de["login-throttled"], code: "login-throttled" });
    }
    expect(logins).toEqual([401, 401, 429]);
  });

  test("with the proxies' addresses, the rightmost address that is not one of them is the client", async () => {
    t = await createTestApp(engine, { TRUST_PROXY: "10.0.0.0/8", CHAT_RATE_LIMIT_PER_MINUTE: "1" });
    // Two proxies of ours (10.0.0.1 at the socket, 10.0.0.2 in the chain); 198.51.100.7 is the client.
    expect((await chat({ "x-forwarded-for": "192.0.2.1, 198.51.100.7, 10.0.0.2" })).statusCode).toBe(200);
    expect((await chat({ "x-forwarded-for": "192.0.2.2, 198.51.100.7, 10.0.0.2" })).statusCode).toBe(429);
    // A connection from outside our proxies is the client itself, whatever it writes into the header.
    expect((await chat({ "x-forwarded-for": "198.51.100.20" }, "203.0.113.5")).statusCode).toBe(200);
    expect((await chat({ "x-forwarded-for": "198.51.100.21" }, "203.0.113.5")).statusCode).toBe(429);
  });

  test("without TRUST_PROXY the header is ignored", async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1" });
    expect((await chat({ "x-forwarded-for": "198.51.100.1" })).statusCode).toBe(200);
    expect((await chat({ "x-forwarded-for": "198.51.100.2" })).statusCode).toBe(429);
  });

  test("IPv6 clients are counted per /64, IPv4-mapped addresses as IPv4", async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "2" });
    const statuses = [];
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff:ffff:ffff:3"])
      statuses.push((await chat({}, address)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    // The neighbouring /64 is somebody else.
    expect((await chat({}, "2001:db8:1:3::1")).statusCode).toBe(200);
    // One IPv4 client, whether the socket shows it mapped or not.
    expect((await chat({}, "::ffff:198.51.100.4")).statusCode).toBe(200);
    expect((await chat({}, "198.51.100.4")).statusCode).toBe(200);
    expect((await chat({}, "::ffff:198.51.100.4")).statusCode).toBe(429);
  });
});

test("the server refuses to start with TRUST_PROXY=true and says what to set", async () => {
  const started = startServerProcess({ TRUST_PROXY: "true", DATA_DIR: `tests/.tmp/trust-proxy-${process.pid}` }, 30_000);
  // Should it start after all, stop it, so the failing test leaves no process behind.
  void started.then(
    (server) => server.stop(),
    () => {},
  );
  await expect(started).rejects.toThrow(
    /exited with 1[\s\S]*TRUST_PROXY: "true" would let every client choose its own address[\s\S]*TRUST_PROXY=1 for one load balancer/,
  );
}, 40_000);
