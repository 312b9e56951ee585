import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config";
import { ADMIN_PATHS } from "#shared/routes";
import { waitFor } from "../helpers/wait";
import { expect, test } from "./fixtures";
import { installSpeechDoubles, status } from "./speech-doubles";

/**
 * The human on call across two instances on one PostgreSQL database
 * (docs/decisions/046-human-on-call.md): the visitor's browser talks to
 * instance A, the operator's console to instance B, so every alert, message,
 * typing indicator and status crosses from one process to the other through
 * LISTEN/NOTIFY. Both servers start once for this file, in parallel, on a
 * throw-away database; without PostgreSQL (TEST_DATABASE_URL, which CI sets)
 * the story is skipped.
 */
test.describe.configure({ mode: "serial" });

const PORT_A = E2E_PORT + 20;
const PORT_B = E2E_PORT + 21;
const A = `http://localhost:${PORT_A}`;
const B = `http://localhost:${PORT_B}`;
const DATA_DIR = `tests/.tmp/e2e-data-instances-${PORT_A}`;

interface Instance {
  child: ChildProcess;
  stderr: () => string;
  exited: Promise<void>;
}

let database: { admin: string; name: string } | undefined;
const instances: Instance[] = [];

/** The production build on `port`, on the shared database; both share DATA_DIR, as instances share their uploads. */
async function startInstance(port: number, url: string): Promise<Instance> {
  const child = spawn(process.execPath, ["build/server-app/index.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      ENV_FILE: "none",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: "5",
      DATA_DIR,
      SITE_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_FREE_FAILURES: "200",
      CHAT_RATE_LIMIT_PER_MINUTE: "500",
      DEMO_TOKEN_DELAY_MS: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const instance = { child, stderr: () => err, exited };
  instances.push(instance);
  // Ready when its health check answers (as Playwright's own web servers are awaited).
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`instance on ${port} exited:\n${err}`);
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
    },
    (s) => s === 200,
    120_000,
  ).catch((e: unknown) => {
    throw new Error(`instance on ${port} did not start: ${(e as Error).message}\n${err}`);
  });
  return instance;
}

test.beforeAll(async () => {
  const admin = process.env.TEST_DATABASE_URL;
  test.skip(!admin, "no PostgreSQL: TEST_DATABASE_URL is not set (CI sets it, see .ci/run)");
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  const unreachable = await client.connect().then(
    () => undefined,
    (e: unknown) => (e as Error).message,
  );
  test.skip(unreachable !== undefined, `no PostgreSQL reachable at TEST_DATABASE_URL: ${unreachable}`);
  test.setTimeout(180_000);
  const name = `e2e_oncall_${randomBytes(4).toString("hex")}`;
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  database = { admin: admin!, name };
  const url = new URL(admin!);
  url.pathname = `/${name}`;
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // Both at once: one migrates, the other waits on the migration lock, as a rolling start would.
  await Promise.all([startInstance(PORT_A, url.toString()), startInstance(PORT_B, url.toString())]);
});

test.afterAll(async () => {
  for (const i of instances) i.child.kill("SIGTERM");
  await Promise.all(instances.map((i) => i.exited));
  if (database) {
    const client = new pg.Client({ connectionString: database.admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
    await client.end();
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

const coachAnswers = (page: Page) => page.getByRole("log").locator('[data-role="assistant"]');
const personMessages = (page: Page) => page.getByRole("log").locator('[data-role="person"]');

/** A visitor of their own on instance A's demo page. */
async function visitorOnA(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  const page = await context.newPage();
  await installSpeechDoubles(page);
  await page.goto(`${A}/produkte/demo`);
  await page.locator("button[data-phase]").click();
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
  return { page, close: () => context.close() };
}

/** Sends a typed message and waits until the widget is ready again. */
async function say(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill(text);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("log")).toContainText(text);
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
}

/**
 * Starts watching `page` for an element matching `selector` that contains `text`; the returned
 * function resolves with the page's clock (ms since 1970) at the DOM change that showed it. A
 * MutationObserver takes the time, so nothing polls, and both pages run on this machine's clock.
 */
async function watchFor(page: Page, key: string, selector: string, text: string): Promise<() => Promise<number>> {
  await page.evaluate(
    ([k, sel, t]) => {
      const w = window as unknown as { __seenAt?: Record<string, Promise<number>> };
      w.__seenAt ??= {};
      w.__seenAt[k] = new Promise<number>((resolve) => {
        const shown = () => [...document.querySelectorAll(sel)].some((el) => el.textContent?.includes(t));
        if (shown()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    [key, selector, text] as const,
  );
  return () => page.evaluate((k) => (window as unknown as { __seenAt: Record<string, Promise<number>> }).__seenAt[k]!, key);
}

/** The page's clock at the next click on it (a listener in the capture phase, before the page's own handler). */
async function nextClick(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt?: Promise<number> };
    w.__clickAt = new Promise((resolve) =>
      document.addEventListener("click", () => resolve(Date.now()), { capture: true, once: true }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __clickAt: Promise<number> }).__clickAt);
}

test("the visitor on instance A, the operator on instance B: alert, takeover, messages, typing and hand-back cross over", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The operator signs in on B and goes on duty there.
  await page.goto(`${B}${ADMIN_PATHS.login}?redirectTo=${encodeURIComponent(`${ADMIN_PATHS.dashboard}?tab=live`)}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByLabel("Name, den Besucher sehen").fill("Sam");
  await page.getByRole("button", { name: "Bereitschaft beginnen" }).click();
  await expect(page.getByTestId("duty-state")).toContainText("Sie sind in Bereitschaft als Sam.");
  await page.getByRole("tab", { name: "Wissensdatenbank" }).click();

  const visitor = await visitorOnA(browser);
  try {
    const v = visitor.page;
    // A's answer knows that someone on B is on duty: the offer follows the crisis answer.
    await say(v, "Ich will mich umbringen.");
    await expect(coachAnswers(v)).toHaveCount(2);
    await expect(v.getByRole("heading", { name: "Darf eine Person aus unserem Team dazukommen?" })).toBeVisible();

    // From the visitor's yes on A to the alert on B's console.
    const alertSeen = await watchFor(page, "alert", '[data-testid="live-alert"]', "Ein Besucher wartet");
    const yes = await nextClick(v);
    await v.getByRole("button", { name: "Ja, sie darf mitlesen und mir schreiben" }).click();
    const alert = page.getByTestId("live-alert");
    await expect(alert).toContainText("Ein Besucher wartet auf eine Person aus dem Team.");
    const alertMs = (await alertSeen()) - (await yes());

    await alert.getByRole("button", { name: "Zu den Live-Gesprächen" }).click();
    const request = page.getByTestId("live-request");
    await expect(request).toContainText("Nach einer Krisenantwort: Suizidgedanken");
    await request.getByRole("button", { name: "Übernehmen" }).click();
    const conversation = page.getByTestId("live-conversation");
    await expect(conversation.getByRole("log")).toContainText("Ich will mich umbringen.");
    await expect(v.getByTestId("person-status")).toContainText("Sam aus unserem Team schreibt dir jetzt.");

    // B's typing reaches A's panel, without the text.
    const text = "Hallo, hier ist Sam. Ich bin jetzt für dich da.";
    await conversation.getByLabel("Nachricht an den Besucher").fill(text);
    await expect(v.getByTestId("person-typing")).toHaveText("Sam schreibt …");

    // From the operator's send on B to the message on A, marked as a person's.
    const messageSeen = await watchFor(v, "message", '[data-role="person"]', text);
    const send = await nextClick(page);
    await conversation.getByRole("button", { name: "Senden" }).click();
    const fromSam = personMessages(v).last();
    await expect(fromSam).toContainText(text);
    await expect(fromSam).toContainText("Sam · aus unserem Team");
    const messageMs = (await messageSeen()) - (await send());
    await expect(v.getByTestId("person-typing")).toBeEmpty();

    // A's typing reaches B's console.
    await v.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Danke");
    await expect(conversation.getByTestId("live-typing")).toHaveText("Die Person schreibt …");

    // The coach on A stays silent; the person on B reads what the visitor writes.
    await say(v, "Danke, dass du da bist.");
    await expect(conversation.getByRole("log")).toContainText("Danke, dass du da bist.");
    await expect(coachAnswers(v)).toHaveCount(2);

    // Handed back on B: A's coach answers again.
    await conversation.getByRole("button", { name: "An den Coach zurückgeben" }).click();
    await expect(v.getByTestId("person-status")).toContainText("Sam hat das Gespräch an Mia zurückgegeben.");
    await say(v, "Okay. Ich schreibe jetzt wieder mit dir.");
    await expect(coachAnswers(v)).toHaveCount(3);

    test
      .info()
      .annotations.push(
        { type: "yes on A → alert on B", description: `${Math.round(alertMs)} ms` },
        { type: "send on B → message on A", description: `${Math.round(messageMs)} ms` },
      );
    // The times are recorded, not asserted: a loaded machine makes any bound flaky. bench/on-call.ts measures them.
  } finally {
    await visitor.close();
    await page.getByRole("button", { name: "Bereitschaft beenden" }).click();
    await expect(page.getByTestId("duty-state")).toContainText("Sie sind nicht in Bereitschaft.");
  }
});
