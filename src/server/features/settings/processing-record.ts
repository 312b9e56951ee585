import { INVITATION_DAYS, INVITATION_KEEP_DAYS } from "#shared/contracts/accounts";
import { AUDIT_RETENTION_DAYS } from "#shared/contracts/audit";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { PROCESSOR_KINDS, RETENTION, type ProcessorEntry, type ProcessorKind } from "#shared/privacy";
import { allowedHosts, configuredEndpoints } from "../../providers/regions";
import {
  duration,
  esc,
  line,
  lineHtml,
  listHtml,
  plural,
  STYLE,
  todo,
  type Line,
  type RecordFacts,
  type Texts,
} from "./processing-record-document";
import { measures } from "./processing-record-measures";
import { recordTexts } from "./processing-record-texts";
import { activeProcessorKinds } from "./service";

export { RECORD_CSP, recordFileName, type RecordFacts } from "./processing-record-document";

/**
 * The record of processing activities (Art. 30(1) GDPR) as one self-contained
 * HTML file (docs/decisions/044-record-of-processing.md). Everything in it
 * comes from where the privacy policy takes it: the company and the processors
 * from site.config.json, the active services from activeProcessorKinds, their
 * place of processing from the endpoint labelling (providers/regions.ts), the
 * retention periods from the owner's settings and the constants the code
 * applies. What only the controller can know is marked for completion.
 */

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
