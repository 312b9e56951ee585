import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, TEST_ADMIN, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { createOperator } from "#tests/helpers/operators";
import { loadEnv } from "../../env";
import { fullSiteConfig } from "../../site-config";
import { processingRecordHtml, type RecordFacts } from "./processing-record";

const URL_DE = "/api/settings/processing-record";

/** The headings of Art. 30(1)(a) to (g), as the German and the English record name them. */
const ARTICLE_30 = {
  de: ["lit. a", "lit. b", "lit. c", "lit. d", "lit. e", "lit. f", "lit. g"].map((l) => `Art. 30 Abs. 1 ${l} DSGVO`),
  en: ["(a)", "(b)", "(c)", "(d)", "(e)", "(f)", "(g)"].map((l) => `Art. 30(1)${l} GDPR`),
};

/** The text of an HTML document without its tags, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");

/** The row of the recipients' table for a kind of service. */
const rowOf = (html: string, kind: string) => new RegExp(`<tr data-kind="${kind}"[^>]*>[\\s\\S]*?</tr>`).exec(html)?.[0] ?? "";

describe.each(ENGINES)("GET /api/settings/processing-record on %s", (engine) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      OPENAI_API_KEY: "sk-proj-secretsecret9z8y",
      ELEVENLABS_API_KEY: "el-secretsecret",
      ELEVENLABS_BASE_URL: "https://api.eu.residency.elevenlabs.io",
      EMBEDDING_MODEL: "text-embedding-3-small",
      EMBEDDING_BASE_URL: "http://127.0.0.1:9/v1",
      SMTP_URL: "smtps://mailer:mail-password@mail.example.de:465",
      SMTP_FROM: "site@example.de",
      INQUIRY_NOTIFY_EMAIL: "anfragen@example.de",
    });
    owner = await loginCookie(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { cookie: owner, ...headers } });

  test("owners get a download in German with every heading of Art. 30(1), the controller and the date", async () => {
    const res = await get(URL_DE);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="verarbeitungsverzeichnis-\d{4}-\d{2}-\d{2}\.html"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    const text = textOf(html);
    for (const heading of ARTICLE_30.de) expect(text).toContain(heading);
    expect(text).toContain("Verzeichnis von Verarbeitungstätigkeiten");
    expect(text).toContain(fullSiteConfig.company.name);
    expect(text).toContain(fullSiteConfig.company.dataProtectionOfficer);
    expect(text).toContain(
      `Erstellt am ${new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(new Date())}`,
    );
    // Every processing activity, with the Art. 9 note on the chat.
    for (const id of ["chat", "transcripts", "inquiries", "accounts", "knowledge", "backups", "logs"])
      expect(html).toContain(`data-activity="${id}"`);
    expect(text).toContain("Besondere Kategorien (Art. 9 DSGVO)");
    // Nothing secret: no key, no password inside a URL.
    expect(html).not.toMatch(/secretsecret|mail-password|mailer/);
    // Self-contained: no script, no outside resource, its one style block allowed by hash.
    expect(html).not.toMatch(/<script|<link|<img|src=|@import|url\(/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash("sha256").update(style).digest("base64");
    expect(res.headers["content-security-policy"]).toContain(`style-src 'sha256-${hash}'`);
    expect(res.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  });

  test("names each processor from site.config.json with the region of its endpoint and the transfer's safeguard", async () => {
    const html = (await get(URL_DE)).body;
    const chat = rowOf(html, "chat");
    expect(chat).toContain('data-region="non-eu"');
    expect(chat).toContain("OpenAI Ireland Ltd.");
    expect(textOf(chat)).toContain("außerhalb der EU (Vereinigte Staaten)");
    expect(textOf(chat)).toContain("Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO)");
    expect(rowOf(html, "speech")).toContain('data-region="eu"');
    expect(rowOf(html, "speech")).toContain("ElevenLabs Inc.");
    expect(rowOf(html, "embeddings")).toContain('data-region="self-hosted"');
    const mail = rowOf(html, "mail");
    expect(mail).toContain('data-region="unknown"');
    expect(textOf(mail)).toContain("Vom Verantwortlichen zu ergänzen");
    expect(textOf(rowOf(html, "hosting"))).toContain("laut Angabe des Betreibers: Deutschland");
    // Services the configuration leaves off receive nothing and are not named.
    expect(rowOf(html, "moderation")).toBe("");
    expect(rowOf(html, "storage")).toBe("");
    // The chat's transfers: the endpoint outside the EU with its country and safeguard.
    const text = textOf(html);
    expect(text).toContain(
      "KI-Antworten (api.openai.com): Übermittlung in ein Drittland, Empfängerland: Vereinigte Staaten; Garantie: Standardvertragsklauseln",
    );
    // The contact form's mail goes through the mail provider.
    expect(text).toContain("E-Mail-Versand (jede Anfrage als E-Mail an das Postfach des Betreibers)");
  });

  test("in English with ?lang=en or the request's Content-Language", async () => {
    for (const res of [await get(`${URL_DE}?lang=en`), await get(URL_DE, { "content-language": "en" })]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(/filename="record-of-processing-\d{4}-\d{2}-\d{2}\.html"/);
      const text = textOf(res.body);
      expect(res.body).toContain('<html lang="en">');
      for (const heading of ARTICLE_30.en) expect(text).toContain(heading);
      expect(text).toContain("Record of processing activities");
      expect(text).toContain("outside the EU (United States)");
      expect(text).toContain("Special categories (Art. 9 GDPR)");
    }
    expect((await get(`${URL_DE}?lang=fr`)).statusCode).toBe(400);
  });

  test("retention periods follow the owner's settings", async () => {
    const before = textOf((await get(URL_DE)).body);
    expect(before).toContain("Derzeit ausgeschaltet: Es wird kein Gesprächstext gespeichert.");
    expect(before).toContain("Gesprächstexte: 30 Tage nach dem Beitrag");
    expect(before).toContain("Erledigte Anfragen: 180 Tage nach der Erledigung");

    const put = (url: string, payload: object) => t.app.inject({ method: "PUT", url, headers: { cookie: owner }, payload });
    expect((await put("/api/settings/transcripts", { enabled: true, retentionDays: 12 })).statusCode).toBe(200);
    expect((await put("/api/settings/inquiries", { retentionDays: 45 })).statusCode).toBe(200);
    const backups = t.ctx.backups.available;
    if (backups) expect((await put("/api/settings/backups", { enabled: true, keep: 9 })).statusCode).toBe(200);

    const after = textOf((await get(URL_DE)).body);
    expect(after).toContain("Eingeschaltet: Vor jedem Gespräch fragt der Coach");
    expect(after).toContain("Gesprächstexte: 12 Tage nach dem Beitrag");
    expect(after).toContain("Erledigte Anfragen: 45 Tage nach der Erledigung");
    if (backups) {
      expect(after).toContain("Tägliche Sicherung eingeschaltet: Die 9 neuesten planmäßigen Sicherungen bleiben");
      expect(after).toContain("Tägliche Datensicherung der eingebetteten Datenbank: an, 9 Sicherungen aufbewahrt");
    } else {
      expect(after).toContain("Die Datenbank ist PostgreSQL: Die Anwendung sichert sie nicht selbst.");
    }
    const en = textOf((await get(`${URL_DE}?lang=en`)).body);
    expect(en).toContain("Conversation texts: 12 days after the turn");
    expect(en).toContain("Inquiries dealt with: deleted automatically 45 days after");
  });

  test("owners only: no session is 401, an editor 403", async () => {
    expect((await t.app.inject({ url: URL_DE })).statusCode).toBe(401);
    const editor = await createOperator(t, "record-editor@example.com", "editor");
    const res = await t.app.inject({ url: URL_DE, headers: { cookie: editor } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "forbidden-role" });
  });

  test("each download goes into the audit log, and without its entry no record leaves", async () => {
    const entries = () =>
      t.db.database.query<{ account_email: string; target_id: string | null; details: unknown }>(
        "SELECT account_email, target_id, details FROM audit_log WHERE action = 'processing-record.export' ORDER BY id",
      );
    const before = (await entries()).length;
    expect((await get(URL_DE)).statusCode).toBe(200);
    const after = await entries();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual({ account_email: TEST_ADMIN.email, target_id: null, details: {} });

    await t.db.database.query(
      "CREATE OR REPLACE FUNCTION record_audit_down() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$",
    );
    await t.db.database.query(
      "CREATE TRIGGER record_audit_down BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION record_audit_down()",
    );
    try {
      const res = await get(URL_DE);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain("Verzeichnis");
    } finally {
      await t.db.database.query("DROP TRIGGER IF EXISTS record_audit_down ON audit_log");
    }
  });
});

describe("the record's document", () => {
  const facts = (overrides: Partial<RecordFacts> = {}): RecordFacts => ({
    env: loadEnv({ NODE_ENV: "test" }),
    site: fullSiteConfig,
    origin: "http://localhost:3000",
    secure: false,
    serverStt: false,
    transcripts: { enabled: false, retentionDays: 30 },
    inquiryRetentionDays: 180,
    backups: { available: true, directory: "/srv/data/backups", settings: { enabled: false, keep: 7 } },
    generatedAt: new Date("2026-11-30T09:05:00Z"),
    ...overrides,
  });

  test("without providers only hosting receives data, and the offline coach answers", () => {
    const html = processingRecordHtml(facts(), "de");
    const text = textOf(html);
    expect([...html.matchAll(/<tr data-kind="(\w+)"/g)].map((m) => m[1])).toEqual(["hosting"]);
    expect(text).toContain("Der eingebaute Offline-Coach antwortet auf diesem Server");
    expect(text).toContain("Sprachaufnahmen erreichen diesen Server nicht");
    expect(text).toContain("Erstellt am 30. November 2026 um 09:05 Uhr (UTC)");
    expect(text).toContain("Verbindungen zu Anbietern: keine eingerichtet.");
    // Over plain http the record says that HTTPS is still to be set up.
    expect(text).toContain("Die Adresse des Servers (http://localhost:3000) ist keine https-Adresse");
  });

  test("says what the configuration does for transport encryption, and never claims more", () => {
    const env = loadEnv({
      NODE_ENV: "test",
      OPENAI_API_KEY: "k",
      OPENAI_BASE_URL: "https://eu.api.openai.com/v1",
      SMTP_URL: "smtp://mail.internal:25",
      SMTP_FROM: "site@example.de",
      DATABASE_URL: "postgres://app@db.example.de/app?sslmode=require",
    });
    const text = textOf(processingRecordHtml(facts({ env, secure: true, origin: "https://coach.example.de" }), "en"));
    expect(text).toContain("the server runs in production under an https address (https://coach.example.de)");
    expect(text).toContain("AI answers (eu.api.openai.com): encrypted (https)");
    expect(text).toContain("E-mail delivery (mail.internal): STARTTLS when the mail server offers it; not enforced");
    expect(text).toContain("Database: PostgreSQL, connected with TLS as DATABASE_URL asks.");
    const plain = textOf(
      processingRecordHtml(facts({ env: loadEnv({ NODE_ENV: "test", DATABASE_URL: "postgres://app@db/app" }) }), "en"),
    );
    expect(plain).toContain("DATABASE_URL does not ask for TLS");
  });

  test("escapes what the configuration holds", () => {
    const site = { ...fullSiteConfig, company: { ...fullSiteConfig.company, name: `<script>alert("x")</script> & Co` } };
    const html = processingRecordHtml(facts({ site }), "de");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co");
  });
});
