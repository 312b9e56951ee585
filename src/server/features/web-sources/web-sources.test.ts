import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { waitFor } from "#tests/helpers/wait";
import { htmlPage, startTestSite, type TestSite } from "#tests/helpers/web-site";
import type { WebSourceJson } from "#shared/api/web-sources";
import { documents, passages } from "../../db/schema";

// Web pages as sources (issue 36, decision 051), against a web site on the loopback interface that the
// test's WEB_ALLOWED_HOSTS opens: robots.txt, the host limit, sizes, changes between two fetches, and
// the addresses that stay refused.

const SLEEP = [
  "Guter Schlaf beginnt am Abend: Bildschirme eine Stunde vor dem Zubettgehen weglegen und den Tag ausklingen lassen.",
  "Ein kühles, dunkles Schlafzimmer und feste Zeiten helfen dem Körper, zur Ruhe zu kommen.",
];
const TEAM = ["Konflikte im Team lassen sich mit Ich-Botschaften entschärfen, bevor sie sich verhärten."];
const TEAM_CHANGED = ["Wertschätzende Rückmeldungen im Team stärken das Vertrauen zwischen Kolleginnen und Kollegen spürbar."];

describe.each(ENGINES)("web sources on %s", (engine) => {
  let t: TestApp;
  let site: TestSite;
  let cookie = "";
  const api = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const add = async (url: string, extra: object = {}) => {
    const res = await api("POST", "/api/web-sources", { url, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<WebSourceJson>();
  };
  /** The source once its fetch is done, and its pages' documents once they are indexed. */
  const settled = async (id: string) => {
    const source = await waitFor(
      async () => (await api("GET", "/api/web-sources")).json<WebSourceJson[]>().find((s) => s.id === id),
      (s) => s !== undefined && s.status !== "PROCESSING",
    );
    await waitFor(
      () => t.ctx.database.db.select({ status: documents.status }).from(documents).where(eq(documents.webSourceId, id)),
      (rows) => rows.every((r) => r.status !== "PROCESSING"),
    );
    return source!;
  };
  const pageDocs = (sourceId: string) =>
    t.ctx.database.db
      .select({ id: documents.id, url: documents.sourceUrl, title: documents.title, status: documents.status })
      .from(documents)
      .where(eq(documents.webSourceId, sourceId));
  const passageIds = async (documentId: string) =>
    (await t.ctx.database.db.select({ id: passages.id }).from(passages).where(eq(passages.documentId, documentId))).map(
      (p) => p.id,
    );

  beforeAll(async () => {
    site = await startTestSite({
      "/robots.txt": { type: "text/plain", body: "User-agent: *\nDisallow: /privat/\n\nUser-agent: OtherBot\nDisallow: /\n" },
      "/schlaf": { body: htmlPage("Besser schlafen", SLEEP), headers: { etag: '"schlaf-1"' } },
      "/team": { body: htmlPage("Konflikte im Team", TEAM) },
      "/privat/intern": { body: htmlPage("Intern", ["Nur für Mitarbeitende."]) },
      "/gross": { body: `<p>${"Sehr viel Text. ".repeat(160_000)}</p>` },
      "/bild": { type: "image/png", body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
      "/weg": { status: 302, headers: { location: "http://localhost/anderswo" } },
      "/hier": { status: 301, headers: { location: "/schlaf" } },
    });
    site.pages["/sitemap.xml"] = {
      type: "application/xml",
      body: `<?xml version="1.0"?><urlset>${["/schlaf", "/team", "/privat/intern", "/gross", "/bild"]
        .map((p) => `<url><loc>${site.origin}${p}</loc></url>`)
        .join("")}<url><loc>https://fremd.example/seite</loc></url></urlset>`,
    };
    t = await createTestApp(engine, { WEB_ALLOWED_HOSTS: "127.0.0.1" });
    cookie = await loginCookie(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  test("a sitemap's pages are fetched within robots.txt, the host and the size limit, and found with title and address", async () => {
    const source = await add(`${site.origin}/sitemap.xml`, { kind: "sitemap", pageLimit: 10 });
    expect(source).toMatchObject({ kind: "sitemap", pageLimit: 10, status: "PROCESSING" });
    const done = await settled(source.id);
    // Two pages read; the disallowed, the too large and the image are not, and the other host is never asked.
    expect(done).toMatchObject({ status: "COMPLETED", pageCount: 2, failedPages: 3 });
    expect(site.requests.get("/privat/intern")).toBeUndefined();
    expect([...site.userAgents]).toEqual([expect.stringMatching(/^CoachBot\/1\.0 \(\+http/)]);
    const docs = await pageDocs(source.id);
    expect(docs.map((d) => d.title).sort()).toEqual(["Besser schlafen", "Konflikte im Team"]);
    expect(docs.every((d) => d.status === "COMPLETED")).toBe(true);

    // The pages are documents of type WEB whose link is the page.
    const list = (await api("GET", "/api/documents")).json<{ id: string; type: string; url: string; webSourceId: string }[]>();
    expect(list.find((d) => d.url === `${site.origin}/schlaf`)).toMatchObject({ type: "WEB", webSourceId: source.id });

    // The test box names the page and its address; navigation, footer and script never became text.
    const hits = (await api("GET", `/api/knowledge/search?q=${encodeURIComponent("Bildschirme vor dem Schlafen")}`)).json<
      { title: string; url?: string; text: string }[]
    >();
    expect(hits[0]).toMatchObject({ title: "Besser schlafen", url: `${site.origin}/schlaf` });
    expect(hits[0]!.text).not.toMatch(/Startseite|Impressum|Skript/);
  });

  test("fetched again, only the page whose text changed is indexed again", async () => {
    const [source] = (await api("GET", "/api/web-sources")).json<WebSourceJson[]>();
    const docs = await pageDocs(source!.id);
    const sleep = docs.find((d) => d.url?.endsWith("/schlaf"))!;
    const team = docs.find((d) => d.url?.endsWith("/team"))!;
    const sleepBefore = await passageIds(sleep.id);
    const teamBefore = await passageIds(team.id);
    site.pages["/team"] = { body: htmlPage("Konflikte im Team", TEAM_CHANGED) };

    const res = await api("POST", `/api/web-sources/${source!.id}/refresh`);
    expect(res.statusCode).toBe(200);
    const done = await settled(source!.id);
    expect(done).toMatchObject({ status: "COMPLETED", pageCount: 2 });
    // The unchanged page kept its passages (answered 304 to its ETag); the changed one has new ones.
    expect(await passageIds(sleep.id)).toEqual(sleepBefore);
    expect(await passageIds(team.id)).not.toEqual(teamBefore);
    const hits = (await api("GET", `/api/knowledge/search?q=${encodeURIComponent("wertschätzende Rückmeldungen")}`)).json<
      { title: string }[]
    >();
    expect(hits[0]?.title).toBe("Konflikte im Team");
  });

  test("a source is fetched again when its schedule comes round, and not before", async () => {
    site.pages["/plan"] = { body: htmlPage("Wochenplan", ["Ein fester Wochenplan gibt dem Alltag Halt und Struktur."]) };
    const source = await add(`${site.origin}/plan`, { refreshHours: 24 });
    const first = await settled(source.id);
    expect(first).toMatchObject({ status: "COMPLETED", refreshHours: 24 });
    const hours = (a: string, b: string) => (new Date(a).getTime() - new Date(b).getTime()) / 3_600_000;
    expect(hours(first.nextFetchAt, first.lastFetchedAt!)).toBeCloseTo(24, 3);
    const fetched = () => site.requests.get("/plan") ?? 0;
    const before = fetched();

    // Not due yet: the worker's round fetches nothing.
    await t.ctx.webSources.drain();
    expect(fetched()).toBe(before);

    // A day passes (the source's clock moves back by its interval, no waiting): the next round fetches it again.
    await t.ctx.database.query(
      `UPDATE web_sources SET last_fetched_at = last_fetched_at - interval '24 hours',
         next_fetch_at = next_fetch_at - interval '24 hours' WHERE id = $1`,
      [source.id],
    );
    // (The app's own worker may be in a round already; then it takes the source, so wait for the fetch, not the call.)
    await t.ctx.webSources.drain();
    await waitFor(
      async () => fetched(),
      (n) => n > before,
    );
    const second = await settled(source.id);
    expect(fetched()).toBe(before + 1);
    expect(hours(second.nextFetchAt, second.lastFetchedAt!)).toBeCloseTo(24, 3);
    expect(new Date(second.nextFetchAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  test("a redirect to another host is refused; one on the same host is followed", async () => {
    const away = await settled((await add(`${site.origin}/weg`)).id);
    expect(away).toMatchObject({ status: "ERROR", errorCode: "web-redirect-host", pageCount: 0 });
    const here = await settled((await add(`${site.origin}/hier`)).id);
    expect(here).toMatchObject({ status: "COMPLETED", pageCount: 1 });
  });

  test.each([
    ["http://10.0.0.1/", "10.0.0.1"],
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254"],
    ["http://[::1]/", "::1"],
    ["http://[::ffff:127.0.0.1]/", "::ffff:7f00:1"],
    ["http://2852039166/", "169.254.169.254"],
    ["http://localhost/", undefined],
  ])("%s is refused as a private address", async (url, detail) => {
    const source = await settled((await add(url)).id);
    expect(source).toMatchObject({ status: "ERROR", errorCode: "web-private-address", pageCount: 0 });
    if (detail) expect(source.errorDetail).toBe(detail);
  });

  test("addresses that are no web page, or use a port outside the allowed hosts, are refused at once", async () => {
    for (const url of ["ftp://example.org/", "http://user:pw@example.org/", "http://example.org:6379/", "kein Link"]) {
      const res = await api("POST", "/api/web-sources", { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: "web-source-bad-url" });
    }
    const again = await api("POST", "/api/web-sources", { url: `${site.origin}/hier` });
    expect(again.statusCode).toBe(409);
  });

  test("removing a source removes its pages and writes an audit entry", async () => {
    const source = (await api("GET", "/api/web-sources")).json<WebSourceJson[]>().find((s) => s.url.endsWith("/hier"))!;
    expect(await pageDocs(source.id)).toHaveLength(1);
    expect((await api("DELETE", `/api/web-sources/${source.id}`)).statusCode).toBe(204);
    expect(await pageDocs(source.id)).toHaveLength(0);
    const log = (await api("GET", "/api/audit-log")).json<{ entries: { action: string }[] }>();
    expect(log.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(["web-source.add", "web-source.refresh", "web-source.delete"]),
    );
  });
});
