import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { htmlPage, startTestSite, type TestSite } from "#tests/helpers/web-site";
import { fetchPage, WebFetchError, type FetchPolicy } from "./fetch-page";
import { parseRobots } from "./robots";

// The fetch's own rules, without the app: which addresses it refuses before any connection, and that
// it connects to the address it checked.

describe("fetching a page", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ "/": { body: htmlPage("Start", ["Hallo."]) } });
  });
  afterAll(() => site.close());
  const policy = (allowed: string[], resolve?: FetchPolicy["resolve"]): FetchPolicy => ({
    allowedHosts: new Set(allowed),
    userAgent: "CoachBot/1.0 (+http://test)",
    timeoutMs: 5000,
    ...(resolve ? { resolve } : {}),
  });
  const page = { types: ["text/html"], maxBytes: 100_000 };
  const refusal = (url: string, p: FetchPolicy) =>
    fetchPage(new URL(url), p, page).then(
      () => undefined,
      (err: unknown) => (err instanceof WebFetchError ? err.code : String(err)),
    );

  test("127.0.0.1 is refused unless it is an allowed host", async () => {
    expect(await refusal(`${site.origin}/`, policy([]))).toBe("web-bad-url"); // its port is not the default
    expect(await refusal("http://127.0.0.1/", policy([]))).toBe("web-private-address");
    const fetched = await fetchPage(new URL(`${site.origin}/`), policy(["127.0.0.1"]), page);
    expect(fetched.notModified).toBe(false);
  });

  test("a name that resolves to a private address is refused, and the socket never goes elsewhere", async () => {
    const rebinding = policy([], async () => [{ address: "127.0.0.1", family: 4 }]);
    expect(await refusal("http://rebind.example/", rebinding)).toBe("web-private-address");
    // One private address among public ones is enough to refuse the answer.
    const mixed = policy([], async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "10.1.2.3", family: 4 },
    ]);
    expect(await refusal("http://mixed.example/", mixed)).toBe("web-private-address");
    // An allowed name that resolves to the loopback site is fetched from the address the check saw.
    const intranet = policy(["wiki.intern"], async () => [{ address: "127.0.0.1", family: 4 }]);
    const fetched = await fetchPage(new URL(`http://wiki.intern:${site.port}/`), intranet, page);
    expect(fetched.notModified).toBe(false);
    // Even an allowed name never reaches link-local (metadata) addresses.
    const metadata = policy(["meta.intern"], async () => [{ address: "169.254.169.254", family: 4 }]);
    expect(await refusal("http://meta.intern/", metadata)).toBe("web-private-address");
  });

  test.each([
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "http://127.1/",
    "http://[::ffff:7f00:1]/",
    "http://[fe80::1]/",
    "http://0.0.0.0/",
  ])("%s is refused", async (url) => {
    expect(await refusal(url, policy([]))).toBe("web-private-address");
  });
});

describe("robots.txt", () => {
  test("our group wins over *, the longest rule wins, Allow on a tie", () => {
    const robots = parseRobots(
      "User-agent: *\nDisallow: /\n\nUser-agent: CoachBot\nDisallow: /privat/\nAllow: /privat/offen$\nDisallow: /*.pdf$\n",
      "CoachBot",
    );
    expect(robots.allows("/seite")).toBe(true);
    expect(robots.allows("/privat/x")).toBe(false);
    expect(robots.allows("/privat/offen")).toBe(true);
    expect(robots.allows("/datei.pdf")).toBe(false);
    expect(parseRobots("User-agent: *\nDisallow: /\n", "CoachBot").allows("/x")).toBe(false);
    expect(parseRobots("User-agent: *\nDisallow:\n", "CoachBot").allows("/x")).toBe(true);
  });
});
