import type { Page } from "@playwright/test";
import { langFromPath, publicPaths } from "#shared/routes";
import { expect, test } from "./fixtures";

/**
 * Every public page, in both languages, on the narrowest phones: nothing is
 * wider than the screen, and a heading breaks a word only where it shows a
 * hyphen (a soft hyphen the text carries, or a hyphen of its own), never as
 * "Gesundheitsförderun|g".
 */
const WIDTHS = [320, 390];

interface BrokenWord {
  heading: string;
  word: string;
  /** The word with a bar where the line breaks. */
  at: string;
}

/**
 * Words of visible headings that run onto the next line without a hyphen at
 * the break. Each character's place is the last of its line boxes
 * (Range.getClientRects): the character after a soft hyphen that broke the
 * line also owns the hyphen drawn at the end of the line before, so its
 * bounding box spans both lines.
 */
function brokenHeadingWords(page: Page): Promise<BrokenWord[]> {
  return page.evaluate(() => {
    const found: { heading: string; word: string; at: string }[] = [];
    const headings = document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role='heading']");
    for (const heading of headings) {
      if (!heading.getClientRects().length) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node instanceof Text; node = walker.nextNode()) {
        for (const match of node.data.matchAll(/\S+/g)) {
          const word = match[0];
          let previous: { top: number; height: number; char: string } | undefined;
          let softHyphen = false;
          for (let i = 0; i < word.length; i++) {
            const char = word[i] ?? "";
            if (char === "\u00AD") {
              softHyphen = true;
              continue;
            }
            const range = document.createRange();
            range.setStart(node, match.index + i);
            range.setEnd(node, match.index + i + 1);
            const box = [...range.getClientRects()].at(-1);
            if (!box || (!box.width && !box.height)) continue;
            const newLine = previous !== undefined && box.top > previous.top + previous.height / 2;
            if (newLine && !softHyphen && !/[-‐‑–—/]/.test(previous?.char ?? "")) {
              found.push({
                heading: (heading.textContent ?? "").replaceAll("\u00AD", ""),
                word: word.replaceAll("\u00AD", ""),
                at: `${word.slice(0, i)}|${word.slice(i)}`.replaceAll("\u00AD", ""),
              });
            }
            previous = { top: box.top, height: box.height, char };
            softHyphen = false;
          }
        }
      }
    }
    return found;
  });
}

/** Headings whose text reaches past their own box or past the screen's edges. */
function overflowingHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role='heading']")) {
      if (!heading.getClientRects().length) continue;
      const range = document.createRange();
      range.selectNodeContents(heading);
      const text = range.getBoundingClientRect();
      if (heading.scrollWidth > heading.clientWidth + 1 || text.left < -1 || text.right > window.innerWidth + 1)
        found.push((heading.textContent ?? "").replaceAll("\u00AD", ""));
    }
    return found;
  });
}

// The check itself: it sees a word the browser had to break anywhere, and not one broken at its soft hyphen.
test("the check sees a heading word broken without a hyphen, and not one broken at a soft hyphen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  // "Datenschutz-" fits the box, "Datenschutzerklärung" does not.
  const style = "width: 230px; font: bold 36px sans-serif; overflow-wrap: break-word";
  await page.setContent(
    `<html lang="de"><body><h1 style="${style}">Verbraucherstreitbeilegung</h1><h2 style="${style}">Datenschutz&shy;erklärung</h2></body></html>`,
  );
  const broken = await brokenHeadingWords(page);
  expect(new Set(broken.map((b) => b.heading))).toEqual(new Set(["Verbraucherstreitbeilegung"]));
});

for (const path of publicPaths()) {
  test(`${path} fits a phone, and its headings break words only with a hyphen`, async ({ page }) => {
    // Hyphenation follows the page's language: a browser with a German dictionary hyphenates on its own.
    const lang = langFromPath(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      // Soft: one run names every problem at both widths.
      expect.soft(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(innerWidth);
      expect.soft(await overflowingHeadings(page), `headings wider than their box or the screen at ${width} px`).toEqual([]);
      expect.soft(await brokenHeadingWords(page), `words broken without a hyphen at ${width} px`).toEqual([]);
    }
  });
}
