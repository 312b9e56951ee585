import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Checks the page tour (site-pages.spec.ts) makes on every page, and
 * phone-headings.spec.ts makes on pages of its own to show they see what
 * they should.
 */

/** How far the page reaches past the screen's right edge, in px (0 or less: no sideways scrolling). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds on the page, with up to three places each.
 * A page without frames is checked in legacy mode, in the page itself: the default mode opens a second
 * page to combine the frames' results, which only costs time when there is one frame.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

export interface BrokenWord {
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
export function brokenHeadingWords(page: Page): Promise<BrokenWord[]> {
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
export function overflowingHeadings(page: Page): Promise<string[]> {
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
