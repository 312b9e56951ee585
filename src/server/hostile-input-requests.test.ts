import net from "node:net";
import { describe, expect, test } from "vitest";
import { ENGINES } from "#tests/helpers/db";
import { expectRefused } from "#tests/helpers/hostile";
import { REQUEST_ERROR_MESSAGES } from "./http/request-errors";
import { useHostileApp } from "./hostile-input-test-helpers";

/**
 * Stories of an attacker who breaks the request itself: huge headers, broken
 * HTTP on a raw socket, undecodable URLs and hostile query strings. Each gets a
 * 4xx with {"error": "..."}, never a 500 or a hang, and nothing stored before
 * is lost or changed.
 */
describe.each(ENGINES)("hostile input on %s", (engine) => {
  const suite = useHostileApp(engine);
  const { inject, seed, expectStoredDataIntact } = suite;

  test("oversized headers and broken requests on a real socket get 431 and 400 with a JSON message", async () => {
    await suite.t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = suite.t.app.server.address() as net.AddressInfo;
    const raw = (request: Buffer | string) =>
      new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1");
        const chunks: Buffer[] = [];
        const timer = setTimeout(() => {
          socket.destroy();
          reject(new Error("the server did not answer within 5 s"));
        }, 5000);
        socket.on("data", (d: Buffer) => chunks.push(d));
        socket.on("error", () => {});
        socket.on("close", () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString("utf8");
          const [head = "", body = ""] = text.split("\r\n\r\n");
          resolve({ status: Number(head.split(" ")[1]), headers: head, body });
        });
        socket.write(request);
      });

    const bigHeader = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(bigHeader.status).toBe(431);
    expect(bigHeader.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(bigHeader.body)).toEqual({ error: REQUEST_ERROR_MESSAGES.headersTooLarge, code: "headers-too-large" });

    const bigCookie = await raw(`GET /api/stats HTTP/1.1\r\nHost: localhost\r\nCookie: mc_session=${"a".repeat(17_000)}\r\n\r\n`);
    expect(bigCookie.status).toBe(431);

    for (const broken of [
      "KAPUTT\r\n\r\n",
      "GET / HTTP/9.9\r\n\r\n",
      "GET /api/health HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      "GET /api/health HTTP/1.1\r\nX Bad Header\r\n\r\n",
    ]) {
      const res = await raw(broken);
      expect(res.status, JSON.stringify(broken)).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ error: REQUEST_ERROR_MESSAGES.malformed, code: "malformed-request" });
    }

    // A cookie with bytes that are not ASCII, over a real socket.
    const nonAscii = await raw(
      Buffer.concat([
        Buffer.from("GET /api/stats HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nCookie: mc_session="),
        Buffer.from([0xc3, 0xa4, 0xff, 0xfe, 0x80]),
        Buffer.from("\r\n\r\n"),
      ]),
    );
    expect(nonAscii.status).toBe(401);
    expect(JSON.parse(nonAscii.body)).toEqual({ error: "User not authenticated", code: "not-authenticated" });

    // fetch, as a browser-like client, sees the same.
    const viaFetch = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { "x-padding": "a".repeat(20_000) } });
    expect(viaFetch.status).toBe(431);
    expect(await viaFetch.json()).toEqual({ error: REQUEST_ERROR_MESSAGES.headersTooLarge, code: "headers-too-large" });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    await expectStoredDataIntact();
  });

  test("broken URLs and query strings are refused in our JSON shape", async () => {
    for (const url of ["/api/%zz", "/api/admin/personas/%E0%A4%A", "/api/personas/%"]) {
      expect(expectRefused(await inject({ url, admin: true }), [400], url)).toBe(REQUEST_ERROR_MESSAGES.badUrl);
    }
    // A NUL is no character of any name: refused as input, before anything is looked up.
    expect(expectRefused(await inject({ url: "/api/personas/%00" }), [400])).toBe(
      "Der Parameter „slug“ enthält unzulässige Steuerzeichen.",
    );
    for (const url of ["/api/personas/..%2F..%2Fetc", `/api/personas/${"a".repeat(500)}`, "/api/admin/personas/kein-uuid"]) {
      expectRefused(await inject({ method: url.includes("admin") ? "DELETE" : "GET", url, admin: true }), [404, 414], url);
    }
    for (const query of [
      "limit=abc",
      "limit=0",
      "limit=1.5",
      "limit=100000",
      "offset=-1",
      "offset=1e20",
      "offset=1.5",
      "offset=1&offset=2",
    ]) {
      expectRefused(await inject({ url: `/api/inquiries?${query}`, admin: true }), [400], query);
    }
    await expectStoredDataIntact();
  });

  test("a search with a repeated or NUL-bearing query is refused with 400", async () => {
    for (const query of ["q=a&q=b", "q=%00", "q=Stress%00Alltag"]) {
      expectRefused(await inject({ url: `/api/knowledge/search?${query}`, admin: true }), [400], query);
    }
    expectRefused(await inject({ url: "/api/knowledge/search?q=Stress&persona=%00", admin: true }), [400]);
    for (const persona of ["x", "00000000-0000-4000-8000-000000000000", "a&persona=b"]) {
      expectRefused(await inject({ url: `/api/knowledge/search?q=Stress&persona=${persona}`, admin: true }), [404], persona);
    }
  });

  test("a passages page with hostile parameters is refused with 400", async () => {
    for (const query of ["limit=abc", "limit=0", "limit=1.5", "limit=100000", "offset=-1", "offset=1e20", "offset=1&offset=2"]) {
      expectRefused(await inject({ url: `/api/documents/${seed.documentId}/passages?${query}`, admin: true }), [400], query);
    }
    await expectStoredDataIntact();
  });
});
