import { createHash } from "node:crypto";
import type { BackupStatus } from "#shared/api/backups";
import { INVITATION_DAYS, INVITATION_KEEP_DAYS } from "#shared/contracts/accounts";
import { AUDIT_RETENTION_DAYS } from "#shared/contracts/audit";
import type { TranscriptPolicy } from "#shared/contracts/transcripts";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { PROCESSOR_KINDS, RETENTION, type ProcessorEntry, type ProcessorKind } from "#shared/privacy";
import { MIN_PASSWORD_CHARS } from "#shared/schemas/auth";
import type { SiteConfig } from "#shared/site-config";
import type { Env } from "../../env";
import { allowedHosts, configuredEndpoints, type ConfiguredEndpoint } from "../../providers/regions";
import { recordTexts } from "./processing-record-texts";
import { activeProcessorKinds } from "./service";

/**
 * The record of processing activities (Art. 30(1) GDPR) as one self-contained
 * HTML file (docs/decisions/044-record-of-processing.md). Everything in it
 * comes from where the privacy policy takes it: the company and the processors
 * from site.config.json, the active services from activeProcessorKinds, their
 * place of processing from the endpoint labelling (providers/regions.ts), the
 * retention periods from the owner's settings and the constants the code
 * applies. What only the controller can know is marked for completion.
 */

/** What the record is written from: the running server's configuration and the owner's settings. */
export interface RecordFacts {
  env: Env;
  site: SiteConfig;
  /** The site's public origin (SITE_URL). */
  origin: string;
  /** Production over https: HSTS and Secure cookies. */
  secure: boolean;
  /** Voice recordings are transcribed by a provider on the server (else the browser recognises speech). */
  serverStt: boolean;
  transcripts: TranscriptPolicy;
  inquiryRetentionDays: number;
  backups: Pick<BackupStatus, "available" | "directory" | "settings">;
  generatedAt: Date;
}

type Texts = (typeof recordTexts)[Lang];

/** One line of a list; `fill` adds the marker of what the controller must complete. */
interface Line {
  text: string;
  fill?: boolean;
}

const line = (text: string): Line => ({ text });
const todo = (text: string): Line => ({ text, fill: true });

/** A recipient of an activity: a kind of service, and what it receives there when that needs saying. */
interface Recipient {
  kind: ProcessorKind;
  note?: string;
}

interface Activity {
  id: string;
  title: string;
  /** A sentence before the table: whether the activity is on. */
  state?: string;
  purposes: Line[];
  legal: Line[];
  subjects: Line[];
  data: Line[];
  /** Services besides hosting (which every activity uses), when the configuration switches them on. */
  recipients: Recipient[];
  /** Who reads the data inside the controller's organisation. */
  readers?: string;
  retention: Line[];
  toms: Line[];
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:10.5pt/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#111;background:#fff}
main{max-width:60rem;margin:0 auto;padding:2rem 1.5rem}
h1{font-size:1.7rem;margin:0 0 .2rem}
h2{font-size:1.25rem;margin:2rem 0 .6rem;padding-top:.4rem;border-top:2px solid #222}
h3{font-size:1.05rem;margin:1.5rem 0 .5rem}
p{margin:.4rem 0}
.subtitle{font-size:1.05rem;margin:0 0 .8rem}
.meta{color:#333}
.warn{border:2px solid #b45309;background:#fff7ed;padding:.5rem .7rem;font-weight:600}
.state{font-style:italic}
table{width:100%;border-collapse:collapse;margin:.5rem 0;page-break-inside:auto}
th,td{border:1px solid #999;padding:.35rem .5rem;text-align:left;vertical-align:top}
thead th{background:#eee}
table.facts th{width:30%;background:#f4f4f4;font-weight:600}
tr{page-break-inside:avoid}
ul,ol{margin:.2rem 0;padding-left:1.2rem}
li{margin:.1rem 0}
code{font:9.5pt ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;word-break:break-all}
.fill{display:inline-block;margin-left:.25rem;padding:0 .35rem;background:#fef3c7;border:1px dashed #b45309;font-weight:600}
.blank{display:block;min-height:2.2rem;border-bottom:1px dotted #555;margin:.2rem 0 .6rem}
footer{margin-top:2.5rem;padding-top:.6rem;border-top:1px solid #999;font-size:9pt;color:#333}
@page{size:A4;margin:16mm 14mm}
@media print{main{max-width:none;padding:0}h2{page-break-after:avoid}h3{page-break-after:avoid}section.activity{page-break-inside:avoid}}
`;

/**
 * The document's content security policy: nothing from anywhere, its one
 * style block by hash. Sent with the download, so even a browser that shows
 * it from the server runs nothing and loads nothing.
 */
export const RECORD_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; frame-ancestors 'none'; form-action 'none'`;

/** The download's file name in `lang`, with the date it was made. */
export function recordFileName(lang: Lang, at: Date): string {
  const stamp = at.toISOString().slice(0, 10);
  return lang === "de" ? `verarbeitungsverzeichnis-${stamp}.html` : `record-of-processing-${stamp}.html`;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function plural(forms: { one: string; other: string }, n: number): string {
  return n === 1 ? forms.one : format(forms.other, { n });
}

/** A number of seconds in whole minutes when it is one, else in seconds. */
function duration(t: Texts, seconds: number): string {
  return seconds % 60 === 0 ? plural(t.minutes, seconds / 60) : plural(t.seconds, seconds);
}

function lineHtml(l: Line, t: Texts): string {
  return `${esc(l.text)}${l.fill ? ` <span class="fill">${esc(t.fill)}</span>` : ""}`;
}

function listHtml(lines: readonly Line[], t: Texts): string {
  if (lines.length === 0) return `<p>${esc(t.none)}</p>`;
  return `<ul>${lines.map((l) => `<li>${lineHtml(l, t)}</li>`).join("")}</ul>`;
}

/** The variables whose URL an endpoint was configured with; a provider's default and AWS are https. */
const ENDPOINT_URLS: Record<string, (env: Env) => string | undefined> = {
  OPENAI_BASE_URL: (env) => env.OPENAI_BASE_URL,
  ELEVENLABS_BASE_URL: (env) => env.ELEVENLABS_BASE_URL,
  EMBEDDING_BASE_URL: (env) => env.EMBEDDING_BASE_URL,
  SMTP_URL: (env) => env.SMTP_URL,
  S3_ENDPOINT: (env) => env.S3_ENDPOINT,
};

function schemeOf(env: Env, e: ConfiguredEndpoint): string {
  const url = ENDPOINT_URLS[e.variable]?.(env);
  if (!url) return "https:";
  try {
    return new URL(url).protocol;
  } catch {
    return "";
  }
}

/** DATABASE_URL asks for TLS (any sslmode but disable, or ssl=true). */
function databaseTls(url: string): boolean {
  return /[?&](sslmode=(?!disable\b)[a-z-]+|ssl=(true|1)\b)/i.test(url);
}

/** Builds the record from `facts` in `lang`: a complete HTML document. */
export function processingRecordHtml(facts: RecordFacts, lang: Lang): string {
  const t = recordTexts[lang];
  const { env, site } = facts;
  const company = site.company;
  const tag = LOCALES[lang].tag;
  const countries = new Intl.DisplayNames([tag], { type: "region" });
  const countryName = (code: string | null) => (code ? (countries.of(code) ?? code) : t.elsewhere);
  const days = (n: number) => plural(t.days, n);

  const active = activeProcessorKinds(env);
  const endpoints = configuredEndpoints(env);
  const allowed = allowedHosts(env.EU_PROCESSING_ALLOWED_HOSTS);
  const endpointOf = (kind: ProcessorKind) => endpoints.find((e) => e.kind === kind);
  const entriesOf = (kind: ProcessorKind): ProcessorEntry[] => site.processors.filter((p) => p.kind === kind);
  const mailOn = active.includes("mail");

  /** The place of processing of a service in words. */
  const placeOf = (kind: ProcessorKind): Line => {
    const e = endpointOf(kind);
    if (!e) {
      const stated = entriesOf(kind).map((p) => p.location[lang]);
      return stated.length ? line(format(t.recipients.statedPlace, { location: stated.join("; ") })) : todo(t.regions.unknown);
    }
    let place = t.regions[e.region];
    if (e.region === "non-eu" || (e.region === "eu" && e.country)) place += ` (${countryName(e.country)})`;
    if (e.region === "unknown" && allowed.has(e.host.toLowerCase())) place += `; ${t.recipients.allowed}`;
    return e.region === "unknown" ? todo(place) : line(place);
  };
  const namesOf = (kind: ProcessorKind): Line => {
    const names = entriesOf(kind).map((p) => p.name);
    return names.length ? line(names.join("; ")) : todo(t.recipients.undescribed);
  };

  /** The recipients of an activity that this configuration switches on, hosting first. */
  const recipientLines = (a: Activity): Line[] => {
    const list: Recipient[] = [{ kind: "hosting" }, ...a.recipients.filter((r) => active.includes(r.kind))];
    const lines = list.map(({ kind, note }): Line => {
      const names = namesOf(kind);
      const place = placeOf(kind);
      const text =
        kind === "hosting"
          ? format(t.recipientHosting, { names: names.text, place: place.text })
          : format(note ? t.recipientNoted : t.recipientLine, {
              kind: t.kinds[kind],
              note: note ?? "",
              names: names.text,
              place: place.text,
            });
      return { text, fill: names.fill || place.fill };
    });
    if (a.readers) lines.push(line(format(t.operatorsRead, { who: a.readers })));
    return lines;
  };

  /** Transfers outside the EU of an activity's recipients, with their safeguard, and the operator's own statements. */
  const transferLines = (a: Activity): Line[] => {
    const kinds: ProcessorKind[] = ["hosting", ...a.recipients.map((r) => r.kind).filter((k) => active.includes(k))];
    const lines: Line[] = [];
    for (const kind of new Set(kinds)) {
      const e = endpointOf(kind);
      const label = t.kinds[kind];
      if (e?.region === "non-eu")
        lines.push(
          line(
            format(t.transferNonEu, {
              kind: label,
              host: e.host,
              country: countryName(e.country),
              safeguard: t.safeguards[e.safeguard ?? "scc"],
            }),
          ),
        );
      if (e?.region === "unknown" && !allowed.has(e.host.toLowerCase()))
        lines.push(todo(format(t.transferUnknown, { kind: label, host: e.host })));
      for (const p of entriesOf(kind))
        if (p.transfer) lines.push(line(format(t.transferStated, { kind: label, transfer: p.transfer[lang] })));
    }
    return lines.length ? lines : [line(t.transferNone)];
  };

  const a = t.activities;
  const sessionFacts = { idle: env.SESSION_IDLE_MINUTES, maxHours: env.SESSION_MAX_HOURS };
  const throttleFacts = { freeFailures: env.LOGIN_FREE_FAILURES, maxDelay: env.LOGIN_MAX_DELAY_SECONDS };
  const hashHours = RETENTION.ipHashHours;

  const activities: Activity[] = [
    {
      id: "chat",
      title: a.chat.title,
      state: env.OPENAI_API_KEY ? undefined : a.chat.offline,
      purposes: a.chat.purposes.map(line),
      legal: a.chat.legal.map(line),
      subjects: a.chat.subjects.map((s) => line(format(s, { age: site.minimumAge }))),
      data: [...a.chat.data.map(line), line(facts.serverStt ? a.chat.voiceServer : a.chat.voiceBrowser)],
      recipients: [
        { kind: "chat" },
        { kind: "speech" },
        { kind: "transcription" },
        { kind: "embeddings" },
        { kind: "moderation" },
        ...(env.CRISIS_NOTIFY_EMAIL ? [{ kind: "mail" as const, note: a.chat.crisisMail }] : []),
      ],
      retention: [
        ...a.chat.retention.map((r) => line(format(r, { cookieDays: RETENTION.visitorCookieDays, hashHours }))),
        ...(env.OPENAI_API_KEY || env.ELEVENLABS_API_KEY || env.EMBEDDING_MODEL ? [todo(a.chat.retentionProviders)] : []),
        todo(a.chat.retentionCounts),
      ],
      toms: a.chat.toms.map((s) =>
        line(format(s, { hashHours, perMinute: env.CHAT_RATE_LIMIT_PER_MINUTE, daily: env.DAILY_CHAT_CAP })),
      ),
    },
    {
      id: "transcripts",
      title: a.transcripts.title,
      state: facts.transcripts.enabled ? a.transcripts.stateOn : a.transcripts.stateOff,
      purposes: a.transcripts.purposes.map(line),
      legal: a.transcripts.legal.map(line),
      subjects: a.transcripts.subjects.map(line),
      data: a.transcripts.data.map(line),
      recipients: [],
      readers: a.transcripts.readers,
      retention: [
        line(format(a.transcripts.retention, { days: days(facts.transcripts.retentionDays) })),
        line(a.transcripts.retentionWithdraw),
      ],
      toms: a.transcripts.toms.map(line),
    },
    {
      id: "inquiries",
      title: a.inquiries.title,
      purposes: a.inquiries.purposes.map(line),
      legal: a.inquiries.legal.map(line),
      subjects: a.inquiries.subjects.map(line),
      data: a.inquiries.data.map(line),
      recipients: env.INQUIRY_NOTIFY_EMAIL ? [{ kind: "mail", note: a.inquiries.mail }] : [],
      readers: a.inquiries.readers,
      retention: [
        line(format(a.inquiries.retention, { days: days(facts.inquiryRetentionDays) })),
        ...(env.INQUIRY_NOTIFY_EMAIL && mailOn ? [todo(a.inquiries.retentionMail)] : []),
      ],
      toms: a.inquiries.toms.map(line),
    },
    {
      id: "accounts",
      title: a.accounts.title,
      purposes: a.accounts.purposes.map(line),
      legal: a.accounts.legal.map(line),
      subjects: a.accounts.subjects.map(line),
      data: a.accounts.data.map(line),
      recipients: [{ kind: "mail", note: a.accounts.mail }],
      readers: a.accounts.readers,
      retention: a.accounts.retention.map((r) =>
        line(
          format(r, {
            ...sessionFacts,
            failedDays: RETENTION.failedSignInDays,
            inviteDays: INVITATION_DAYS,
            inviteKeepDays: INVITATION_KEEP_DAYS,
            auditDays: AUDIT_RETENTION_DAYS,
          }),
        ),
      ),
      toms: a.accounts.toms.map((s) => line(format(s, throttleFacts))),
    },
    {
      id: "knowledge",
      title: a.knowledge.title,
      purposes: a.knowledge.purposes.map(line),
      legal: a.knowledge.legal.map(todo),
      subjects: a.knowledge.subjects.map(line),
      data: a.knowledge.data.map(line),
      recipients: [{ kind: "storage" }, { kind: "embeddings" }, { kind: "chat", note: a.knowledge.chatUse }],
      readers: a.knowledge.readers,
      retention: a.knowledge.retention.map((r) => line(format(r, { orphan: duration(t, env.ORPHAN_GRACE_SECONDS) }))),
      toms: a.knowledge.toms.map((s) => line(format(s, { maxMb: env.MAX_UPLOAD_MB }))),
    },
    backupActivity(facts, t),
    {
      id: "logs",
      title: a.logs.title,
      purposes: a.logs.purposes.map(line),
      legal: a.logs.legal.map(line),
      subjects: a.logs.subjects.map(line),
      data: [...a.logs.data.map(line), line(env.METRICS_TOKEN ? a.logs.metricsOn : a.logs.metricsOff)],
      recipients: [],
      retention: [todo(a.logs.retention)],
      toms: a.logs.toms.map(line),
    },
  ];

  const date = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(facts.generatedAt);
  const time = new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(
    facts.generatedAt,
  );

  const controllerRows: [string, string][] = [
    [t.controller.name, `${company.name} (${company.legalForm})`],
    [
      t.controller.address,
      [
        `${company.street}, ${company.postalCode} ${company.city}, ${lang === "de" ? company.country : company.countryEn}`,
        company.secondAddress
          ? `${lang === "de" ? company.secondAddress.label : company.secondAddress.labelEn}: ${company.secondAddress.street}, ${company.secondAddress.postalCode} ${company.secondAddress.city}`
          : "",
      ]
        .filter(Boolean)
        .join(" · "),
    ],
    [t.controller.representatives, company.representatives.join(", ")],
    [t.controller.email, company.email],
    [t.controller.phone, company.phoneDisplay],
    [t.controller.register, `${company.register}, ${company.registerNumber}`],
    [t.controller.dpo, company.dataProtectionOfficer],
    [t.controller.aiOfficer, company.aiActOfficer],
  ];

  const recipientRows = PROCESSOR_KINDS.filter((k) => active.includes(k)).map((kind) => {
    const e = endpointOf(kind);
    const entries = entriesOf(kind);
    const provider = entries.length
      ? entries.map((p) => `<strong>${esc(p.name)}</strong><br>${esc(p.purpose[lang])}`).join("<br>")
      : lineHtml(todo(t.recipients.undescribed), t);
    const endpoint = e ? `<code>${esc(e.host)}</code><br><small>${esc(e.variable)}</small>` : "–";
    const transfers = [
      ...(e?.region === "non-eu" && e.safeguard ? [t.safeguards[e.safeguard]] : []),
      ...entries.flatMap((p) => (p.transfer ? [p.transfer[lang]] : [])),
    ];
    const transfer = transfers.length
      ? transfers.map(esc).join("<br>")
      : e?.region === "unknown" && !allowed.has(e.host.toLowerCase())
        ? lineHtml(todo(""), t)
        : "–";
    return `<tr data-kind="${kind}" data-region="${e?.region ?? "stated"}"><td>${esc(t.kinds[kind])}</td><td>${provider}</td><td>${endpoint}</td><td>${lineHtml(placeOf(kind), t)}</td><td>${transfer}</td></tr>`;
  });

  const activityHtml = (act: Activity, n: number) => {
    const rows: [string, string][] = [
      [t.rows.purposes, listHtml(act.purposes, t)],
      [t.rows.legal, listHtml(act.legal, t)],
      [t.rows.subjects, listHtml(act.subjects, t)],
      [t.rows.data, listHtml(act.data, t)],
      [t.rows.recipients, listHtml(recipientLines(act), t)],
      [t.rows.transfers, listHtml(transferLines(act), t)],
      [t.rows.retention, listHtml(act.retention, t)],
      [t.rows.toms, `${listHtml(act.toms, t)}<p>${esc(t.tomsGeneral)}</p>`],
    ];
    return `<section class="activity" id="activity-${act.id}" data-activity="${act.id}">
<h3>3.${n} ${esc(act.title)}</h3>
${act.state ? `<p class="state">${esc(act.state)}</p>` : ""}
<table class="facts"><tbody>${rows.map(([h, d]) => `<tr><th scope="row">${esc(h)}</th><td>${d}</td></tr>`).join("")}</tbody></table>
</section>`;
  };

  const toms = measures(facts, t);
  const headings = [
    ["controller", t.controller.heading],
    ["recipients", t.recipients.heading],
    ["activities", t.activitiesHeading],
    ["measures", t.toms.heading],
    ["to-complete", t.manual.heading],
  ];

  return `<!doctype html>
<html lang="${LOCALES[lang].language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${t.title} – ${company.name}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<h1>${esc(t.title)}</h1>
<p class="subtitle">${esc(t.subtitle)} · ${esc(company.name)}</p>
<p class="meta" data-generated="${facts.generatedAt.toISOString()}">${esc(format(t.generated, { date, time, origin: facts.origin }))}</p>
${site.isExample ? `<p class="warn">${esc(t.example)}</p>` : ""}
<p>${esc(format(t.about, { fill: t.fill }))}</p>
<p>${esc(t.formal)}</p>
</header>
<nav aria-label="${esc(t.contents)}"><h2>${esc(t.contents)}</h2><ol>${headings.map(([id, h]) => `<li><a href="#${id}">${esc(h!)}</a></li>`).join("")}</ol></nav>
<section id="controller">
<h2>${esc(t.controller.heading)}</h2>
<table class="facts"><tbody>${controllerRows.map(([h, d]) => `<tr><th scope="row">${esc(h)}</th><td>${esc(d)}</td></tr>`).join("")}
<tr><th scope="row">${esc(t.controller.joint)}</th><td>${lineHtml(todo(t.controller.jointText), t)}</td></tr>
<tr><th scope="row">${esc(t.controller.representative)}</th><td>${lineHtml(todo(t.controller.representativeText), t)}</td></tr>
</tbody></table>
</section>
<section id="recipients">
<h2>${esc(t.recipients.heading)}</h2>
<p>${esc(t.recipients.intro)}</p>
<p>${esc(env.REQUIRE_EU_PROCESSING ? t.recipients.euOn : t.recipients.euOff)}</p>
<table><thead><tr><th scope="col">${esc(t.recipients.service)}</th><th scope="col">${esc(t.recipients.provider)}</th><th scope="col">${esc(t.recipients.endpoint)}</th><th scope="col">${esc(t.recipients.place)}</th><th scope="col">${esc(t.recipients.transfer)}</th></tr></thead>
<tbody>${recipientRows.join("\n")}</tbody></table>
<p>${lineHtml(todo(t.recipients.others), t)}</p>
<span class="blank"></span>
</section>
<section id="activities">
<h2>${esc(t.activitiesHeading)}</h2>
${activities.map((act, i) => activityHtml(act, i + 1)).join("\n")}
</section>
<section id="measures">
<h2>${esc(t.toms.heading)}</h2>
<p>${esc(t.toms.intro)}</p>
${toms.map(([h, lines]) => `<h3>${esc(h)}</h3>${listHtml(lines, t)}`).join("\n")}
</section>
<section id="to-complete">
<h2>${esc(t.manual.heading)}</h2>
<p>${esc(t.manual.intro)}</p>
<ol>${t.manual.items.map((item) => `<li>${esc(item)}<span class="blank"></span></li>`).join("")}</ol>
</section>
<footer>${esc(format(t.footer, { siteName: site.siteName, iso: facts.generatedAt.toISOString() }))}</footer>
</main>
</body>
</html>
`;
}

/** Backups: the embedded database's schedule and retention, or PostgreSQL's own tools. */
function backupActivity(facts: RecordFacts, t: Texts): Activity {
  const b = t.activities.backups;
  const { available, directory, settings } = facts.backups;
  const data = [...b.data.map(line), line(facts.env.S3_BUCKET ? b.uploadsBucket : b.uploadsLocal)];
  return {
    id: "backups",
    title: b.title,
    state: available && directory ? format(b.place, { directory }) : undefined,
    purposes: b.purposes.map(line),
    legal: b.legal.map(line),
    subjects: b.subjects.map(line),
    data: available ? data : b.data.map(line),
    recipients: [],
    retention: available
      ? [line(settings.enabled ? format(b.on, { keep: settings.keep }) : b.off), line(b.manual)]
      : [todo(b.postgres)],
    toms: available ? b.toms.map(line) : [todo(b.postgres)],
  };
}

/** Art. 32 measures the software takes, in groups, as its configuration sets them. */
function measures(facts: RecordFacts, t: Texts): [string, Line[]][] {
  const { env } = facts;
  const m = t.toms;
  const kinds = t.kinds;
  const endpoints = configuredEndpoints(env);
  const transport = endpoints.map((e) => {
    const scheme = schemeOf(env, e);
    const values = { kind: kinds[e.kind], host: e.host };
    if (scheme === "https:") return line(format(m.endpointHttps, values));
    if (scheme === "smtps:") return line(format(m.endpointSmtps, values));
    if (scheme === "smtp:") return line(format(m.endpointStarttls, values));
    return todo(format(m.endpointPlain, values));
  });
  const database = env.DATABASE_URL
    ? databaseTls(env.DATABASE_URL)
      ? line(m.databaseTls)
      : todo(m.databasePlain)
    : line(m.databaseEmbedded);
  const { available, settings } = facts.backups;
  const backup = !available
    ? todo(m.backupsPostgres)
    : settings.enabled
      ? line(format(m.backupsOn, { keep: settings.keep }))
      : todo(m.backupsOff);
  const sessions = { idle: env.SESSION_IDLE_MINUTES, maxHours: env.SESSION_MAX_HOURS };
  return [
    [
      m.confidentiality,
      [
        facts.secure ? line(format(m.httpsOn, { origin: facts.origin })) : todo(format(m.httpsOff, { origin: facts.origin })),
        endpoints.length
          ? { text: `${m.endpoints} ${transport.map((l) => l.text).join("; ")}`, fill: transport.some((l) => l.fill) }
          : line(m.noEndpoints),
        database,
        line(format(m.passwords, { minChars: MIN_PASSWORD_CHARS })),
        line(format(m.sessions, sessions)),
        line(m.roles),
        line(format(m.throttle, { freeFailures: env.LOGIN_FREE_FAILURES, maxDelay: env.LOGIN_MAX_DELAY_SECONDS })),
        line(m.origin),
        line(m.headers),
        line(m.secrets),
        line(m.pseudonyms),
      ],
    ],
    [m.integrity, [line(format(m.audit, { auditDays: AUDIT_RETENTION_DAYS })), line(m.validation)]],
    [m.availability, [backup, line(m.ready)]],
    [
      m.deletion,
      [line(format(m.housekeeping, { interval: duration(t, env.HOUSEKEEPING_INTERVAL_SECONDS) })), line(m.minimisation)],
    ],
    [m.review, [line(env.REQUIRE_EU_PROCESSING ? m.euOn : m.euOff), line(m.console)]],
  ];
}
