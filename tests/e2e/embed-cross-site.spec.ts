import { request as apiRequest } from "@playwright/test";
import { E2E_ADMIN, E2E_CHROMIUM_ARGS, E2E_PORT } from "../../playwright.config";
import { EMBED_DEFAULTS } from "#shared/schemas/embed";
import { allowEmbedding, startHostServer, type HostServer } from "./embed-host";
import { expect, test } from "./fixtures";

/**
 * The widget on a page of another registrable domain (decision 037): the host
 * page is served as shop.host-site.test, which the browser maps to loopback,
 * while the app is localhost. A frame on another site keeps no cookie of ours
 * (Safari always, Chrome without third-party cookies, and SameSite=Strict
 * everywhere), so the panel must hold its visitor itself.
 */
const APP = `http://localhost:${E2E_PORT}`;
const HOST = "shop.host-site.test";

test.use({
  // A frame on another site may not touch storage: no consent preset (it would write localStorage in the frame too).
  presetConsent: false,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...E2E_CHROMIUM_ARGS, `--host-resolver-rules=MAP *.host-site.test 127.0.0.1`],
  },
});

let site: HostServer;
// A persona of its own, so that embed.spec.ts may change Mia's embedding at the same time.
const slug = `quer-${Date.now()}`;

test.beforeAll(async () => {
  // Another port than the other host pages (embed.spec.ts: +10, +11; speech-input.spec.ts: +12).
  site = await startHostServer(E2E_PORT + 13, APP, HOST);
  const api = await apiRequest.newContext({ baseURL: APP });
  try {
    expect((await api.post("/api/auth/login", { data: E2E_ADMIN })).ok()).toBe(true);
    const created = await api.post("/api/admin/personas", {
      data: {
        name: "Quirin",
        slug,
        greeting: "Hallo, hier ist Quirin!",
        greetingPhonetic: "Hallo, hier ist Quirin!",
        systemPrompt: "Du bist Quirin.",
        isActive: true,
      },
    });
    expect(created.status()).toBe(201);
  } finally {
    await api.dispose();
  }
  await allowEmbedding(APP, slug, { ...EMBED_DEFAULTS, allowedOrigins: [site.origin] });
});
test.afterAll(async () => {
  await site?.close();
});

test("on another site the visitor chats, rates the conversation and withdraws transcript consent", async ({ page, context }) => {
  expect(site.origin).toBe(`http://${HOST}:${E2E_PORT + 13}`);
  await page.goto(`${site.origin}/?persona=${slug}&plain=1`);
  await page.locator("mentalcoach-widget button.launcher").click();
  const frame = page.frameLocator("mentalcoach-widget iframe");
  // The embedding site's name is set once the panel has hydrated; typed before that, the text is lost.
  await expect(frame.getByRole("note")).toContainText(`Eingebettet auf ${site.origin}`);

  const answered = page.waitForResponse((r) => r.url() === `${APP}/api/chat`);
  await frame.getByLabel("Nachricht an Quirin").fill("Ich bin vor Präsentationen immer nervös.");
  await frame.getByRole("button", { name: "Senden" }).click();
  const chat = await answered;
  expect(chat.status()).toBe(200);
  await chat.finished();
  // The answer's last event names the conversation; its header, the visitor the panel now holds.
  const done = /event: done\ndata: (.*)\n/.exec(await chat.text());
  const conversationId = (JSON.parse(done![1]!) as { conversationId: string }).conversationId;
  const log = frame.getByRole("log");
  await expect(log).toContainText("Ich bin vor Präsentationen immer nervös.");
  await expect(log.locator("p.inline-block").nth(1)).not.toBeEmpty();

  // The visitor rates the conversation in the panel.
  const rated = page.waitForResponse((r) => r.url() === `${APP}/api/feedback`);
  await frame.getByRole("button", { name: "Gespräch beenden" }).click();
  await frame.getByRole("radio", { name: "4 von 5 Sternen" }).focus();
  await page.keyboard.press("Space");
  expect((await rated).status()).toBe(204);
  await expect(frame.getByText("Danke für deine Bewertung!")).toBeVisible();

  // The panel holds its visitor as the token the chat answered with.
  const token = (await chat.allHeaders())["x-visitor-token"];
  expect(token).toBeTruthy();
  // Nothing of ours was stored in the browser for this: no cookie, on either site.
  expect((await context.cookies([APP, site.origin])).map((c) => c.name)).toEqual([]);

  // The panel offers no consent box of its own (transcripts are asked for on our pages only), so the
  // withdrawal goes out from the panel's frame as the panel sends its requests: same-origin, with its token.
  const panel = page.frames().find((f) => f.url().startsWith(`${APP}/embed/`))!;
  const withdrawal = await panel.evaluate(
    async ([id, visitor]) => {
      const res = await fetch(`/api/conversations/${id}/transcript`, {
        method: "DELETE",
        headers: { "x-visitor-token": visitor! },
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    [conversationId, token] as const,
  );
  expect(withdrawal).toEqual({ status: 200, body: { removed: 0 } });
  // Someone else's browser on the same address, without the token, may do neither.
  const foreign = await panel.evaluate(
    async (id) =>
      (await fetch(`/api/conversations/${id}/transcript`, { method: "DELETE", headers: { "x-visitor-token": "new" } })).status,
    conversationId,
  );
  expect(foreign).toBe(403);
});
