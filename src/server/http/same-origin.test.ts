import { afterEach, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { CROSS_ORIGIN_MESSAGE } from "./same-origin";

describe.each(ENGINES)("same-origin check on %s", (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  /** A state-changing request that needs no session: 204 when allowed. */
  const logout = (headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
    t!.app.inject({ method: "POST", url: "/api/auth/logout", remoteAddress, headers });

  test("an http Origin is refused for an https SITE_URL, even with a matching Host", async () => {
    t = await createTestApp(engine, { SITE_URL: "https://www.example-coaching.de" });
    const host = { host: "www.example-coaching.de" };
    const refused = await logout({ ...host, origin: "http://www.example-coaching.de" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: CROSS_ORIGIN_MESSAGE, code: "cross-origin" });
    for (const origin of [
      "https://www.example-coaching.de:8443",
      "https://example-coaching.de",
      "https://www.example-coaching.de.evil.example",
      "null",
    ]) {
      expect((await logout({ ...host, origin })).statusCode, origin).toBe(403);
    }
    expect((await logout({ ...host, origin: "https://www.example-coaching.de" })).statusCode).toBe(204);
    expect((await logout({ ...host, origin: "https://www.example-coaching.de:443" })).statusCode).toBe(204);
  });

  test("without SITE_URL the request's own scheme and host count; X-Forwarded-Proto only from a trusted proxy", async () => {
    t = await createTestApp(engine, { TRUST_PROXY: "1" });
    const behindTls = { host: "coaching.example", "x-forwarded-proto": "https" };
    expect((await logout({ ...behindTls, origin: "https://coaching.example" }, "10.0.0.1")).statusCode).toBe(204);
    expect((await logout({ ...behindTls, origin: "http://coaching.example" }, "10.0.0.1")).statusCode).toBe(403);
    expect((await logout({ ...behindTls, origin: "https://other.example" }, "10.0.0.1")).statusCode).toBe(403);
    await t.close();

    // Nobody is trusted: the header is the client's own word, and the connection is plain http.
    t = await createTestApp(engine);
    expect((await logout({ ...behindTls, origin: "https://coaching.example" })).statusCode).toBe(403);
    expect((await logout({ ...behindTls, origin: "http://coaching.example" })).statusCode).toBe(204);
    expect((await logout({ host: "coaching.example:8080", origin: "http://coaching.example:8080" })).statusCode).toBe(204);
    expect((await logout({ host: "coaching.example:8080", origin: "http://coaching.example" })).statusCode).toBe(403);
  });
});
