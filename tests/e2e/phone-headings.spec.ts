import { expect, test } from "./fixtures";
import { brokenHeadingWords } from "./page-checks";

/**
 * On the narrowest phones a heading breaks a word only where it shows a
 * hyphen (a soft hyphen the text carries, or a hyphen of its own), never as
 * "Gesundheitsförderun|g". The page tour (site-pages.spec.ts) makes this
 * check on every public page in both languages at 390 and 320 px; this story
 * shows the check itself sees such a break.
 */

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
