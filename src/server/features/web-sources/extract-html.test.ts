import { expect, test } from "vitest";
import { extractHtml, parseSitemap } from "./extract-html";

test("the main text keeps headings, paragraphs and lists, and drops navigation, furniture and scripts", () => {
  const page = extractHtml(`<!doctype html><html lang="de"><head><title>Schlaf &amp; Stress</title>
    <style>p { color: red }</style><script>var s = "<p>nein</p>";</script></head>
    <body><header><nav><a href="/">Start</a></nav></header><div role="navigation">Menü</div>
    <main><h1>Besser schlafen</h1><p>Bildschirme eine Stunde vor dem Zubettgehen weglegen.</p>
    <h2>Tipps</h2><ul><li>Feste Zeiten</li><li>Kühles Zimmer &ndash; 18&#176;C</li></ul>
    <div hidden>versteckt</div><aside>Werbung</aside></main><footer>Impressum</footer></body></html>`);
  expect(page.title).toBe("Schlaf & Stress");
  expect(page.language).toBe("de");
  expect(page.text).toBe(
    "Besser schlafen\n\nBildschirme eine Stunde vor dem Zubettgehen weglegen.\n\nTipps\nFeste Zeiten\nKühles Zimmer – 18°C",
  );
});

test("a page without <main> is read whole, without its navigation; its first heading is the title when it has none", () => {
  const page = extractHtml("<body><nav>Menü</nav><h1>Atemübung</h1><p>Vier Sekunden ein, sechs aus.</p></body>");
  expect(page).toEqual({ title: "Atemübung", text: "Atemübung\n\nVier Sekunden ein, sechs aus." });
});

test("hostile markup stays linear: deep nesting and stray end tags", () => {
  const started = performance.now();
  extractHtml(`${"<div>".repeat(100_000)}x${"</span>".repeat(100_000)}`);
  extractHtml(`<script>${"a".repeat(2_000_000)}`);
  expect(performance.now() - started).toBeLessThan(3000);
});

test("a sitemap's addresses, decoded, and whether it is an index", () => {
  expect(parseSitemap("<urlset><url><loc> https://a.example/x?a=1&amp;b=2 </loc></url></urlset>")).toEqual({
    index: false,
    locations: ["https://a.example/x?a=1&b=2"],
  });
  expect(parseSitemap("<sitemapindex><sitemap><loc>https://a.example/s1.xml</loc></sitemap></sitemapindex>").index).toBe(true);
});
