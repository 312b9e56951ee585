/**
 * Screenshots of every screen of the admin area, in German and English, at 390 and 1280 px wide, for
 * looking at them: overflowing text, clipped buttons, a wrong language. Runs against a running build and
 * changes its data (switches transcripts on, uploads a PDF, holds a conversation, sends an inquiry,
 * invites an editor), so start a throwaway server for it:
 *
 *   npm run build
 *   ENV_FILE=none DATA_DIR=tests/.tmp/screens PORT=3500 DEMO_TOKEN_DELAY_MS=0 \
 *     ADMIN_EMAIL=owner@example.com ADMIN_PASSWORD='ein-langes-Passwort-2026' node build/server-app/index.js
 *   BASE_URL=http://localhost:3500 ADMIN_EMAIL=owner@example.com ADMIN_PASSWORD='ein-langes-Passwort-2026' \
 *     npx tsx scripts/admin-screenshots.ts
 *
 * Writes tmp/admin-screenshots/{screen}-{lang}-{width}.png (git-ignored; OUT_DIR sets another folder) and
 * lists any screen it could not reach. ONLY=persona takes only the screens whose name contains it.
 * Chromium comes from CHROMIUM_PATH or /usr/bin/chromium.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, request, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { makePdf } from "../tests/fixtures/pdf";

const BASE = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const EMAIL = process.env.ADMIN_EMAIL;
const PASSWORD = process.env.ADMIN_PASSWORD;
const OUT = process.env.OUT_DIR ?? "tmp/admin-screenshots";
const LANGS = ["de", "en"] as const;
const WIDTHS = [390, 1280] as const;
const DOCUMENT_TITLE = "Lampenfieber-Leitfaden.pdf";
const INVITED = "redaktion@example.com";
/** Only the screens whose name contains this (ONLY=05 or ONLY=persona), to look again after a fix. */
const ONLY = process.env.ONLY;

type Lang = (typeof LANGS)[number];

/** An API client signed in as the owner; the same-origin check wants an Origin header. */
async function ownerApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const res = await api.post("/api/auth/login", { data: { email: EMAIL, password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return api;
}

/** Enough data that no screen is empty; returns the invitation link (shown once, so a new one per run). */
async function seed(api: APIRequestContext): Promise<string> {
  await api.put("/api/settings/transcripts", { data: { enabled: true, retentionDays: 30 } });

  const docs = (await (await api.get("/api/documents")).json()) as { filename?: string; title?: string }[];
  if (!JSON.stringify(docs).includes(DOCUMENT_TITLE)) {
    const pdf = await makePdf(
      [
        "Lampenfieber vor einem Vortrag ist normal. Atmen Sie vor dem Beginn dreimal tief in den Bauch und zählen Sie beim Ausatmen bis sechs. Üben Sie die ersten zwei Sätze laut, bis sie sitzen.",
        "Nach dem Vortrag: Schreiben Sie drei Dinge auf, die gut gelaufen sind. Stress lässt nach, wenn der Körper merkt, dass die Gefahr vorbei ist. Ein kurzer Spaziergang hilft dabei.",
      ],
      "Lampenfieber-Leitfaden",
    );
    const up = await api.post("/api/documents", {
      multipart: { file: { name: DOCUMENT_TITLE, mimeType: "application/pdf", buffer: pdf } },
    });
    if (up.status() !== 201) throw new Error(`upload failed: ${up.status()} ${await up.text()}`);
  }
  for (let i = 0; i < 60; i++) {
    const list = JSON.stringify(await (await api.get("/api/documents")).json());
    if (!list.includes("PROCESSING") && !list.includes("PENDING")) break;
    await new Promise((r) => setTimeout(r, 1000));
  }

  // A visitor with a cookie of their own: a rated conversation with consent, in each language.
  const visitor = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  for (const [lang, text] of [
    ["de", "Ich habe morgen einen Vortrag und schon jetzt Lampenfieber. Was kann ich tun?"],
    ["en", "I have a talk tomorrow and already feel stage fright. What can I do?"],
  ] as const) {
    const chat = await visitor.post("/api/chat", {
      headers: { accept: "application/json" },
      data: { persona: "demo", lang, messages: [{ role: "user", content: text }], transcriptConsent: true },
    });
    const { conversationId } = (await chat.json()) as { conversationId: string };
    await visitor.post("/api/feedback", { data: { conversationId, rating: 4 } });
  }
  await visitor.dispose();

  await api.post("/api/inquiries", {
    data: {
      salutation: "Frau",
      academicTitle: "Dr.",
      name: "Jana Müller-Lüdenscheidt",
      phone: "+49 30 123456",
      email: "jana.mueller@example.com",
      message: "Wir möchten den Coach für 250 Mitarbeitende einführen. Können wir nächste Woche sprechen?",
      lang: "de",
      context: { offer: "white-label", reach: "international", page: "/produkte/auftritt-waehlen" },
    },
  });

  const invited = await api.post("/api/invitations", { data: { email: INVITED, role: "editor" } });
  const { link } = (await invited.json()) as { link: string | null };
  if (!link) throw new Error("no invitation link (is mail configured? then use a server without SMTP_URL)");
  return link;
}

/**
 * One sign-in for every screen (its cookies, kept as a storage state), so the audit log and the session
 * list show the seeded changes rather than one sign-in per screenshot.
 */
async function signedInState(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE });
  const res = await context.request.post("/api/auth/login", {
    headers: { origin: BASE },
    data: { email: EMAIL, password: PASSWORD },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

type State = Awaited<ReturnType<typeof signedInState>>;

/** A page at `width` in `lang`, signed in with `state` unless it is undefined. */
async function openPage(browser: Browser, lang: Lang, width: number, state: State | undefined): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE, storageState: state });
  await context.addCookies([{ name: "lang", value: lang, domain: new URL(BASE).hostname, path: "/" }]);
  return context.newPage();
}

/** Lets lists load and animations end; loading texts must be gone. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(800);
  await page
    .getByText(/wird geladen|werden geladen|^Loading/i)
    .first()
    .waitFor({ state: "hidden", timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(400);
}

interface Screen {
  name: string;
  signedOut?: boolean;
  /** Only the window: a dialog over the page, which a full-page picture would show beside its backdrop. */
  viewportOnly?: boolean;
  /** Opens the screen on `page` (a fresh one, at its width and language). */
  open(page: Page, lang: Lang): Promise<void>;
}

const tab = (id: string) => async (page: Page) => {
  await page.goto(`/admin/master-dashboard?tab=${id}`);
  // The section itself: on phones the list of sections is a menu button, and the tab list is hidden.
  await page.getByRole("tabpanel").waitFor();
};

function screens(invitation: string): Screen[] {
  return [
    { name: "01-login", signedOut: true, open: (p) => p.goto("/admin/dashboard-login").then(() => undefined) },
    { name: "02-overview-voice", open: tab("voice") },
    { name: "03-knowledge", open: tab("knowledge") },
    {
      name: "04-knowledge-passages",
      viewportOnly: true,
      async open(page) {
        await tab("knowledge")(page);
        await page
          .getByRole("button", { name: /Textabschnitte ansehen|View passages/ })
          .first()
          .click();
        await page.getByTestId("passages").waitFor();
      },
    },
    {
      name: "05-knowledge-test",
      async open(page, lang) {
        await tab("knowledge")(page);
        await page
          .getByRole("searchbox", { name: lang === "de" ? "Frage" : "Question", exact: true })
          .fill(lang === "de" ? "Was hilft gegen Lampenfieber?" : "Was hilft bei Stress nach dem Vortrag?");
        await page.getByRole("button", { name: /Textabschnitte suchen|Find passages/ }).click();
        await page.getByTestId("test-hit").first().waitFor();
        await page.getByTestId("test-hit").first().scrollIntoViewIfNeeded();
      },
    },
    { name: "06-conversations", open: tab("conversations") },
    { name: "07-transcripts", open: tab("transcripts") },
    {
      name: "08-transcript-detail",
      async open(page) {
        await tab("transcripts")(page);
        await page
          .getByRole("button", { name: /Verlauf anzeigen|Show conversation/ })
          .first()
          .click();
        await page.getByTestId("transcript-turns").first().waitFor();
      },
    },
    { name: "09-settings", open: tab("settings") },
    { name: "10-inquiries", open: tab("inquiries") },
    { name: "11-personas", open: tab("personas") },
    {
      name: "12-persona-edit",
      async open(page) {
        await tab("personas")(page);
        await page
          .getByTestId("persona-row")
          .first()
          .getByRole("button", { name: /^(Bearbeiten|Edit)/ })
          .click();
        await page.waitForTimeout(300);
      },
    },
    { name: "13-embed", open: tab("embed") },
    { name: "14-audit", open: tab("audit") },
    { name: "15-account", open: (p) => p.goto("/admin/account").then(() => undefined) },
    { name: "16-accounts", open: (p) => p.goto("/admin/accounts").then(() => undefined) },
    { name: "17-invitation", signedOut: true, open: (p) => p.goto(invitation).then(() => undefined) },
  ];
}

async function main() {
  if (!EMAIL || !PASSWORD) throw new Error("set ADMIN_EMAIL and ADMIN_PASSWORD (the account the server was started with)");
  mkdirSync(OUT, { recursive: true });
  const api = await ownerApi();
  const invitation = await seed(api);
  await api.dispose();

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const failed: string[] = [];
  let written = 0;
  try {
    const state = await signedInState(browser);
    for (const screen of screens(invitation).filter((s) => !ONLY || s.name.includes(ONLY)))
      for (const lang of LANGS)
        for (const width of WIDTHS) {
          const file = path.join(OUT, `${screen.name}-${lang}-${width}.png`);
          const page = await openPage(browser, lang, width, screen.signedOut ? undefined : state);
          try {
            await screen.open(page, lang);
            await settle(page);
            await page.screenshot({ path: file, fullPage: !screen.viewportOnly });
            written++;
          } catch (err) {
            failed.push(`${screen.name}-${lang}-${width}: ${(err as Error).message.split("\n")[0]}`);
          } finally {
            await page.context().close();
          }
        }
  } finally {
    await browser.close();
  }
  console.log(`${written} screenshots in ${OUT}`);
  if (failed.length > 0) {
    console.error(`not captured:\n  ${failed.join("\n  ")}`);
    process.exitCode = 1;
  }
}

await main();
