import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { EMBED_DEFAULTS } from "#shared/schemas/embed";
import { avatarPng } from "#tests/fixtures/avatar";
import { allowEmbedding, setAvatar, startHostServer, usageFor, type HostServer } from "./embed-host";
import { expect, test } from "./fixtures";

/**
 * The widget on a customer's page (issue 18): a page on another site of
 * loopback (127.0.0.1, while the app is localhost) with a strict CSP and a
 * hostile style sheet embeds /embed.js or the iframe.
 */
const APP = `http://localhost:${E2E_PORT}`;
const SLUG = "mia";
let allowed: HostServer;
let foreign: HostServer;

test.describe.configure({ mode: "serial" });
// A frame on another site may not touch storage: no consent preset (it would write localStorage in the frame too).
test.use({ presetConsent: false });
test.beforeAll(async () => {
  allowed = await startHostServer(E2E_PORT + 10, APP);
  foreign = await startHostServer(E2E_PORT + 11, APP);
  // From the defaults, without an avatar: the admin stories below change both, and a repeated run starts again here.
  await allowEmbedding(APP, SLUG, { ...EMBED_DEFAULTS, allowedOrigins: [allowed.origin] });
  await setAvatar(APP, SLUG, null);
});
test.afterAll(async () => {
  await allowed?.close();
  await foreign?.close();
});

const launcher = (page: Page) => page.locator("mentalcoach-widget").locator("button.launcher");
const panelFrame = (page: Page) => page.frameLocator("mentalcoach-widget iframe");

test("the launcher appears at each of the six positions, after the host page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const expected: Record<string, (b: { x: number; y: number; width: number; height: number }) => boolean> = {
    "bottom-right": (b) => Math.abs(b.x + b.width - 1260) <= 2 && Math.abs(b.y + b.height - 780) <= 2,
    "bottom-left": (b) => Math.abs(b.x - 20) <= 2 && Math.abs(b.y + b.height - 780) <= 2,
    "top-right": (b) => Math.abs(b.x + b.width - 1260) <= 2 && Math.abs(b.y - 20) <= 2,
    "top-left": (b) => Math.abs(b.x - 20) <= 2 && Math.abs(b.y - 20) <= 2,
    center: (b) => Math.abs(b.x + b.width / 2 - 640) <= 2 && Math.abs(b.y + b.height / 2 - 400) <= 2,
    "header-center": (b) => Math.abs(b.x + b.width / 2 - 640) <= 2 && Math.abs(b.y - 12) <= 2,
  };
  for (const [position, fits] of Object.entries(expected)) {
    await page.goto(`${allowed.origin}/?position=${position}`);
    await expect(launcher(page)).toBeVisible();
    await expect(launcher(page)).toHaveAccessibleName("Mit dem Coach sprechen");
    const box = (await launcher(page).boundingBox())!;
    expect(fits(box), `${position}: ${JSON.stringify(box)}`).toBe(true);
  }
});

test("the host page's lang picks the language, and no cookie is set before the conversation", async ({ page, context }) => {
  await page.goto(`${allowed.origin}/?lang=en`);
  await expect(launcher(page)).toHaveAccessibleName("Talk to the coach");
  await launcher(page).click();
  await expect(panelFrame(page).getByRole("heading", { name: "Mia – your AI coach" })).toBeVisible();
  await expect(panelFrame(page).getByTestId("embed-privacy")).toHaveAttribute("href", "/legal/privacy");
  expect(await context.cookies([APP, allowed.origin])).toEqual([]);
});

test("a typed exchange in the panel, counted for the embedding site", async ({ page }) => {
  await page.goto(`${allowed.origin}/`);
  await launcher(page).click();
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
  const frame = panelFrame(page);
  await expect(frame.getByRole("note")).toContainText("künstlichen Intelligenz");
  await expect(frame.getByRole("note")).toContainText(`Eingebettet auf ${allowed.origin}`);
  await frame.getByLabel("Nachricht an Mia").fill("Ich bin vor Präsentationen immer nervös.");
  await frame.getByRole("button", { name: "Senden" }).click();
  const log = frame.getByRole("log");
  await expect(log).toContainText("Ich bin vor Präsentationen immer nervös.");
  await expect(log.locator("p.inline-block").nth(1)).not.toBeEmpty();
  await expect.poll(async () => (await usageFor(APP, allowed.origin))[0]?.conversations ?? 0).toBeGreaterThan(0);
  // Escape on the launcher closes the panel and keeps focus on the button.
  await launcher(page).focus();
  await page.keyboard.press("Escape");
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  await expect(launcher(page)).toBeFocused();
});

test("a crisis message gets the crisis answer in the embedded panel too", async ({ page }) => {
  await page.goto(`${allowed.origin}/`);
  await launcher(page).click();
  const frame = panelFrame(page);
  // The embedding site's name is set once the panel has hydrated; typed before that, the text is lost.
  await expect(frame.getByRole("note")).toContainText(`Eingebettet auf ${allowed.origin}`);
  await frame.getByLabel("Nachricht an Mia").fill("Ich will nicht mehr leben.");
  await frame.getByRole("button", { name: "Senden" }).click();
  await expect(frame.getByRole("log")).toContainText("0800 111 0 111");
});

test.describe("on a site that is not on the list", () => {
  test.use({ allowedConsoleErrors: /CORS policy|frame-ancestors|ERR_FAILED|ERR_BLOCKED_BY_RESPONSE/ });

  test("the script shows no widget and says why in the console", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => void (m.type() === "warning" && warnings.push(m.text())));
    await page.goto(`${foreign.origin}/`);
    await expect.poll(() => warnings.join("\n")).toContain(`"mia" is not enabled for ${foreign.origin}`);
    await expect(page.locator("mentalcoach-widget")).toHaveCount(0);
  });

  test("the iframe is refused by the browser", async ({ page }) => {
    const refused = page.waitForEvent("console", (m) => /frame-ancestors|ERR_BLOCKED_BY_RESPONSE/.test(m.text()));
    await page.goto(`${foreign.origin}/iframe`);
    await refused;
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    await expect(page.frameLocator("iframe").getByRole("log")).toHaveCount(0);
  });

  test("a chat that names it is refused by the server", async ({ request }) => {
    const res = await request.post(`${APP}/api/chat`, {
      headers: { accept: "application/json" },
      data: { persona: SLUG, messages: [{ role: "user", content: "Hallo" }], embedOrigin: foreign.origin },
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("embed-origin-refused");
  });
});

test("the host's CSS does not change the widget, and the widget does not change the host page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const widgetLook = async () =>
    launcher(page).evaluate((el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return [
        s.fontFamily,
        s.fontSize,
        s.fontStyle,
        s.color,
        s.backgroundColor,
        s.padding,
        s.letterSpacing,
        s.textTransform,
        r.width,
        r.height,
      ];
    });
  await page.goto(`${allowed.origin}/?plain=1`);
  await expect(launcher(page)).toBeVisible();
  const plain = await widgetLook();
  await page.goto(`${allowed.origin}/`);
  await expect(launcher(page)).toBeVisible();
  expect(await widgetLook()).toEqual(plain);

  const hostLook = () =>
    page.evaluate(() => {
      const text = document.getElementById("host-text")!;
      const s = getComputedStyle(text);
      const r = text.getBoundingClientRect();
      return {
        text: [s.fontFamily, s.fontSize, s.color, s.backgroundColor, r.x, r.y, r.width, r.height],
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
        scroll: document.documentElement.scrollHeight,
        bodyChildren: [...document.body.children].map((c) => c.tagName),
      };
    });
  const withWidget = await hostLook();
  await page.goto(`${allowed.origin}/?none=1`);
  const without = await hostLook();
  expect(withWidget.text).toEqual(without.text);
  expect(withWidget.sheets).toBe(without.sheets);
  expect(withWidget.adopted).toBe(0);
  expect(withWidget.scroll).toBe(without.scroll);
  // The only thing added to the host's DOM is the widget's own element.
  expect(withWidget.bodyChildren).toEqual([...without.bodyChildren, "MENTALCOACH-WIDGET"]);
});

test("the iframe variant works without our script", async ({ page }) => {
  // The iframe element is the host's own, so its style sheet (which hides every iframe) is left out here;
  // what is inside the frame is ours whatever the host's CSS says.
  await page.goto(`${allowed.origin}/iframe?plain=1`);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("note")).toContainText(`Eingebettet auf ${allowed.origin}`);
  await frame.getByLabel("Nachricht an Mia").fill("Wie kann ich besser schlafen?");
  await frame.getByRole("button", { name: "Senden" }).click();
  await expect(frame.getByRole("log")).toContainText("Wie kann ich besser schlafen?");
  await expect(frame.getByRole("log").locator("p.inline-block").nth(1)).not.toBeEmpty();
});

const launcherAvatar = (page: Page) => launcher(page).locator(".avatar");
/** Whether an <img> has loaded with pixels (a refused or broken one has none). */
const loaded = (img: ReturnType<Page["locator"]>) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

test("without an avatar the launcher shows the persona's initials", async ({ page }) => {
  await page.goto(`${allowed.origin}/`);
  await expect(launcherAvatar(page)).toHaveText("M");
  await expect(launcherAvatar(page).locator("img")).toHaveCount(0);
  await expect(launcherAvatar(page)).toHaveAttribute("aria-hidden", "true");
  const dir = process.env.EMBED_SCREENSHOTS;
  if (dir) await launcher(page).screenshot({ path: `${dir}/host-launcher-initials.png` });
});

test("the avatar appears on the launcher and in the panel header; the panel links the site's privacy policy", async ({
  page,
}) => {
  await setAvatar(APP, SLUG, avatarPng(96));
  await allowEmbedding(APP, SLUG, { privacyUrl: "https://intranet.example.de/datenschutz" });
  await page.goto(`${allowed.origin}/`);
  const img = launcherAvatar(page).locator("img");
  await expect(img).toHaveAttribute("src", new RegExp(`^${APP}/api/embed/mia/avatar\\?v=`));
  await expect(img).toHaveAttribute("width", "36");
  await expect(img).toHaveAttribute("height", "36");
  await expect.poll(() => loaded(img)).toBe(true);
  // The label is still the button's name; the image is decoration.
  await expect(launcher(page)).toHaveAccessibleName("Mit dem Coach sprechen");

  await launcher(page).click();
  const header = page.locator("mentalcoach-widget").locator(".bar .avatar img");
  await expect.poll(() => loaded(header)).toBe(true);
  const frame = panelFrame(page);
  const ours = frame.getByTestId("embed-privacy");
  await expect(ours).toHaveAttribute("href", "/rechtliches/datenschutz");
  const theirs = frame.getByTestId("embed-site-privacy");
  await expect(theirs).toHaveAccessibleName("Datenschutzerklärung von intranet.example.de (öffnet in neuem Tab)");
  await expect(theirs).toHaveAttribute("href", "https://intranet.example.de/datenschutz");
  await expect(theirs).toHaveAttribute("target", "_blank");
  await expect(theirs).toHaveAttribute("rel", "noopener noreferrer");

  await page.goto(`${allowed.origin}/?lang=en`);
  await launcher(page).click();
  await expect(panelFrame(page).getByTestId("embed-site-privacy")).toHaveAccessibleName(
    "Privacy policy of intranet.example.de (opens in a new tab)",
  );
});

test("the panel links the accessibility statement, in a new tab and in the panel's language", async ({ page, context }) => {
  for (const { lang, name, path, title } of [
    {
      lang: "de",
      name: "Erklärung zur Barrierefreiheit (öffnet in neuem Tab)",
      path: "/rechtliches/barrierefreiheit",
      title: "Erklärung zur Barrierefreiheit",
    },
    {
      lang: "en",
      name: "Accessibility statement (opens in a new tab)",
      path: "/legal/accessibility",
      title: "Accessibility statement",
    },
  ]) {
    await page.goto(`${allowed.origin}/?lang=${lang}`);
    await launcher(page).click();
    // At the foot of the panel, below the conversation.
    const link = panelFrame(page).getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect(tab).toHaveURL(`${APP}${path}`);
    await expect(tab).toHaveTitle(new RegExp(`^${title} \\|`));
    await tab.close();
  }
});

test.describe("on a page whose CSP does not allow our images", () => {
  test.use({ allowedConsoleErrors: /Content Security Policy|img-src/ });

  test("the launcher keeps the initials", async ({ page }) => {
    await page.goto(`${allowed.origin}/?noimg=1`);
    await expect(launcher(page)).toBeVisible();
    await expect(launcherAvatar(page).locator("img")).toHaveCount(0);
    await expect(launcherAvatar(page)).toHaveText("M");
  });
});

test("screenshots of the widget on the foreign page", async ({ page }) => {
  const dir = process.env.EMBED_SCREENSHOTS;
  test.skip(!dir, "EMBED_SCREENSHOTS names the folder for the screenshots");
  test.setTimeout(120_000);
  for (const width of [390, 1280]) {
    for (const lang of ["de", "en"]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      await page.goto(`${allowed.origin}/?lang=${lang}`);
      await expect(launcher(page)).toBeVisible();
      await page.screenshot({ path: `${dir}/host-${width}-${lang}-closed.png` });
      await launcher(page).click();
      await expect(panelFrame(page).getByRole("log")).toBeVisible();
      // The panel's fonts are in; the launcher's hover transition is run to its end for the picture.
      const panel = page.frames().find((f) => f.url().startsWith(`${APP}/embed/`));
      await panel?.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: `${dir}/host-${width}-${lang}-open.png`, animations: "disabled" });
    }
  }
});

test.describe("in the admin area", () => {
  // The refused save (too little contrast) is a deliberate 400.
  test.use({ allowedConsoleErrors: /status of 400/ });

  test("the operator sets up embedding in the Einbetten tab, with preview and snippets", async ({ page, operator }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await setAvatar(APP, SLUG, avatarPng(96));
    await operator.login("embed");
    await expect(page.getByLabel("Persona", { exact: true })).toHaveValue(/.+/);
    const origins = page.getByLabel("Erlaubte Websites");
    await expect(origins).toHaveValue(allowed.origin);
    await page.getByLabel("Position").selectOption("top-left");
    await page.getByLabel("Beschriftung (Deutsch)").fill("Frag Mia");
    await expect(page.getByTestId("embed-preview-label")).toHaveText("Frag Mia");
    await expect(page.getByTestId("embed-preview-button")).toHaveClass(/top-3 left-3/);
    // A text colour too close to the background is shown as too low and refused.
    await page.getByLabel("Schriftfarbe").fill("#7c3aed");
    await expect(page.getByTestId("embed-contrast")).toContainText("zu gering");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert")).toContainText("Kontrast");
    await page.getByLabel("Schriftfarbe").fill("#ffffff");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
    await expect(page.getByTestId("embed-snippet-script")).toHaveText(
      `<script src="${APP}/embed.js" data-persona="mia" async></script>`,
    );
    await expect(page.getByTestId("embed-snippet-iframe")).toContainText(`${APP}/embed/mia?lang=de`);
    await expect(page.getByRole("heading", { name: "Nutzung je Website" })).toBeVisible();

    // The avatar: an SVG is refused, a PNG is taken and shown in the preview at once, and it can be removed again.
    const file = page.getByLabel("Bild auswählen und hochladen");
    await file.setInputFiles({
      name: "avatar.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    });
    await expect(page.getByRole("alert")).toContainText("SVG-Bilder sind nicht erlaubt");
    await page.getByRole("button", { name: "Bild entfernen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Avatar entfernt" })).toBeVisible();
    await expect(page.getByTestId("embed-preview-button").getByTestId("embed-avatar")).toHaveText("M");
    await file.setInputFiles({ name: "mia.png", mimeType: "image/png", buffer: avatarPng(96) });
    await expect(page.getByRole("status").filter({ hasText: "Avatar gespeichert." })).toBeVisible();
    const previewImg = page.getByTestId("embed-preview-button").locator("img");
    await expect.poll(() => loaded(previewImg)).toBe(true);

    // The site's privacy policy: only https.
    const privacy = page.getByLabel("Datenschutzerklärung der Website (optional)");
    await privacy.fill("http://intranet.example.de/datenschutz");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert")).toContainText("https-Adresse");
    await privacy.fill("https://intranet.example.de/datenschutz");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Gespeichert\.$/ })).toBeVisible();

    const dir = process.env.EMBED_SCREENSHOTS;
    if (dir) {
      // The settings with the preview, readable at both widths (a full page at 390 px is too tall to look at).
      const settings = page.getByTestId("embed-settings");
      await settings.screenshot({ path: `${dir}/admin-1280-de.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await settings.screenshot({ path: `${dir}/admin-390-de.png` });
      await page.getByTestId("admin-header").getByRole("link", { name: "English" }).click();
      await expect(page.getByLabel("The website's privacy policy (optional)")).toHaveValue(
        "https://intranet.example.de/datenschutz",
      );
      await settings.screenshot({ path: `${dir}/admin-390-en.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await settings.screenshot({ path: `${dir}/admin-1280-en.png` });
      await page.getByTestId("admin-header").getByRole("link", { name: "Deutsch" }).click();
      await expect(page.getByLabel("Datenschutzerklärung der Website (optional)")).toBeVisible();
    }
    // The new settings reach the host page.
    await page.goto(`${allowed.origin}/`);
    await expect(launcher(page)).toHaveAccessibleName("Frag Mia");
    await expect(page.locator("mentalcoach-widget")).toHaveAttribute("data-position", "top-left");
  });

  test("the launcher with its avatar, the open panel and the Einbetten tab pass axe", async ({ page, operator }) => {
    test.setTimeout(60_000);
    const axe = () => new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    await setAvatar(APP, SLUG, avatarPng(96));
    await allowEmbedding(APP, SLUG, { privacyUrl: "https://intranet.example.de/datenschutz" });
    await page.goto(`${allowed.origin}/?plain=1`);
    await expect(launcher(page).locator(".avatar img")).toHaveCount(1);
    expect((await axe()).violations).toEqual([]);
    await launcher(page).click();
    await expect(panelFrame(page).getByTestId("embed-site-privacy")).toBeVisible();
    expect((await axe()).violations).toEqual([]);
    await operator.login("embed");
    await expect(page.getByTestId("embed-preview")).toBeVisible();
    expect((await axe()).violations).toEqual([]);
  });
});
