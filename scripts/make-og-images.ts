/**
 * Open Graph images per public page and language, made at build time after
 * React Router's build: 1200 × 630 PNGs in build/client/og/<page>-<lang>.png
 * with the page's title in the site's design (dark ground, the violet-pink
 * mark, Inter), so a shared link shows which page it is. Rendered from SVG
 * with resvg and the Inter font files of a package, not the machine's fonts,
 * so every build draws the same image.
 *
 *   npx tsx scripts/make-og-images.ts [outDir]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { pageTexts } from "../src/client/i18n/pages";
import { LANGS } from "../src/shared/i18n";
import { LOGO_BARS, LOGO_BUBBLE } from "../src/shared/logo";
import { ogImagePath } from "../src/shared/og";
import { PAGE_KEYS } from "../src/shared/routes";
import { siteConfig } from "../src/shared/site-config";

const require = createRequire(import.meta.url);
const FONTS = [
  require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"),
];

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 80;

/** Inter's advance widths are close to these fractions of the font size; enough to wrap without measuring. */
function textWidth(text: string, size: number, bold: boolean): number {
  let em = 0;
  for (const ch of text) {
    if (ch === " ") em += 0.28;
    else if ("il.,:;'|!".includes(ch)) em += 0.3;
    else if ("mwMW".includes(ch)) em += 0.85;
    else if (ch === ch.toUpperCase() && ch !== ch.toLowerCase()) em += 0.68;
    else em += 0.56;
  }
  return em * size * (bold ? 1.04 : 1);
}

/** Greedy line breaking at spaces within `max` pixels. */
function wrap(text: string, size: number, max: number, bold: boolean): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The title without the site name in front ("MentalCoach AI – …" on the home page). */
function pageTitle(title: string): string {
  const prefix = `${siteConfig.siteName} – `;
  return title.startsWith(prefix) ? title.slice(prefix.length) : title;
}

/** At most `count` lines; a cut text ends its last line with an ellipsis that fits. */
function clamp(lines: string[], count: number, size: number, max: number): string[] {
  if (lines.length <= count) return lines;
  const kept = lines.slice(0, count);
  let last = kept[count - 1]!;
  while (last.includes(" ") && textWidth(`${last} …`, size, false) > max) last = last.slice(0, last.lastIndexOf(" "));
  kept[count - 1] = `${last.replace(/[,:;–-]$/, "").trimEnd()} …`;
  return kept;
}

function ogSvg(title: string, description: string): string {
  const max = WIDTH - 2 * MARGIN;
  let size = 76;
  let lines = wrap(title, size, max, true);
  while (lines.length > 3 && size > 48) {
    size -= 6;
    lines = wrap(title, size, max, true);
  }
  const descSize = 30;
  const titleTop = 250;
  const lineHeight = Math.round(size * 1.12);
  const descTop = titleTop + lines.length * lineHeight + 28;
  // The description gets the lines that fit above the rule at the bottom, two at most.
  const room = Math.min(2, Math.floor((HEIGHT - 96 - descTop) / 42));
  const desc = room > 0 ? clamp(wrap(description, descSize, max, false), room, descSize, max) : [];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a855f7"/><stop offset="1" stop-color="#ec4899"/></linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.8"><stop offset="0" stop-color="#7e22ce" stop-opacity="0.55"/><stop offset="1" stop-color="#09090b" stop-opacity="0"/></radialGradient>
    <linearGradient id="rule" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a855f7"/><stop offset="1" stop-color="#ec4899"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#09090b"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <g transform="translate(${MARGIN} 92)">
    <g transform="scale(1.75)"><path d="${LOGO_BUBBLE}" fill="url(#mark)"/>${LOGO_BARS.map(([x, y, h]) => `<rect x="${x}" y="${y}" width="2.5" height="${h}" rx="1.25" fill="#fff"/>`).join("")}</g>
    <text x="76" y="39" font-family="Inter" font-weight="700" font-size="32" fill="#ffffff">${escape(siteConfig.siteName)}</text>
  </g>
  ${lines
    .map(
      (l, i) =>
        `<text x="${MARGIN}" y="${titleTop + i * lineHeight + size * 0.8}" font-family="Inter" font-weight="700" font-size="${size}" fill="#ffffff">${escape(l)}</text>`,
    )
    .join("\n  ")}
  ${desc
    .map(
      (l, i) =>
        `<text x="${MARGIN}" y="${descTop + i * 42 + descSize}" font-family="Inter" font-weight="400" font-size="${descSize}" fill="#d4d4d8">${escape(l)}</text>`,
    )
    .join("\n  ")}
  <rect x="${MARGIN}" y="${HEIGHT - 64}" width="160" height="6" rx="3" fill="url(#rule)"/>
</svg>`;
}

function main() {
  const outDir = process.argv[2] ?? "build/client";
  mkdirSync(path.join(outDir, "og"), { recursive: true });
  let count = 0;
  for (const lang of LANGS)
    for (const page of PAGE_KEYS) {
      const t = pageTexts[lang][page];
      const png = new Resvg(ogSvg(pageTitle(t.title), t.description), {
        fitTo: { mode: "width", value: WIDTH },
        font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: "Inter" },
      })
        .render()
        .asPng();
      writeFileSync(path.join(outDir, ogImagePath(page, lang)), png);
      count++;
    }
  console.log(`Open Graph images: ${count} in ${path.join(outDir, "og")}`);
}

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) main();
