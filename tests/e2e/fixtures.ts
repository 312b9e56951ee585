import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { ADMIN_PATHS } from "#shared/routes";

/** The tabs of the operator dashboard (its `?tab=` values). */
export type DashboardTab =
  | "overview"
  | "live"
  | "voice"
  | "knowledge"
  | "conversations"
  | "operations"
  | "transcripts"
  | "settings"
  | "inquiries"
  | "personas"
  | "embed"
  | "audit";

/** The operator account the test server was started with, at the login form. */
export interface Operator {
  /** Fills in the login form on the current page and submits it. */
  submitLogin(): Promise<void>;
  /** Opens the login page (returning to the dashboard on `tab`, when given) and signs in. */
  login(tab?: DashboardTab): Promise<void>;
}

function operatorOn(page: Page): Operator {
  const submitLogin = async () => {
    await page.getByLabel("Username").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
  };
  return {
    submitLogin,
    async login(tab) {
      const returnTo = tab ? `?redirectTo=${encodeURIComponent(`${ADMIN_PATHS.dashboard}?tab=${tab}`)}` : "";
      await page.goto(`${ADMIN_PATHS.login}${returnTo}`);
      await submitLogin();
    },
  };
}

/**
 * Every browser test fails on an unexpected console error or page error. A test that provokes an error on purpose lists it in
 * `allowedConsoleErrors`.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp | undefined;
  presetConsent: boolean;
  consoleGuard: void;
  operator: Operator;
}>({
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
  // (`provide` is Playwright's `use`; the name keeps the React hooks lint rule away.)
  operator: async ({ page }, provide) => {
    await provide(operatorOn(page));
  },
});

export { expect };
