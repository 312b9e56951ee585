import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails on an unexpected console error or page error
 * (style.md). A test that provokes an error on purpose lists it in
 * `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp | undefined; presetConsent: boolean; consoleGuard: void }>({
  // Most stories start as a returning visitor who already answered the cookie banner.
  presetConsent: [true, { option: true }],
  // One pattern (Playwright would read an array option as [value, options]).
  allowedConsoleErrors: [undefined, { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors, presetConsent }, use) => {
      if (presetConsent) await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        // A deliberate 404/401 response is logged by Chromium as a resource error.
        if (/Failed to load resource: the server responded with a status of (404|401|403|413|415|422|429)/.test(text)) return;
        if (allowedConsoleErrors?.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      await use();
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
