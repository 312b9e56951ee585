import { createHash } from "node:crypto";
import type { BackupStatus } from "#shared/api/backups";
import type { TranscriptPolicy } from "#shared/contracts/transcripts";
import { format, type Lang } from "#shared/i18n";
import type { SiteConfig } from "#shared/site-config";
import type { Env } from "../../env";
import type { recordTexts } from "./processing-record-texts";

/**
 * The building blocks of the record of processing activities (processing-record.ts): the facts it is
 * written from, its lines with the marker of what the controller must complete, their HTML, and the
 * document's one style block with the content security policy that allows only it.
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

export type Texts = (typeof recordTexts)[Lang];

/** One line of a list; `fill` adds the marker of what the controller must complete. */
export interface Line {
  text: string;
  fill?: boolean;
}

export const line = (text: string): Line => ({ text });
export const todo = (text: string): Line => ({ text, fill: true });

export const STYLE = `
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

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function plural(forms: { one: string; other: string }, n: number): string {
  return n === 1 ? forms.one : format(forms.other, { n });
}

/** A number of seconds in whole minutes when it is one, else in seconds. */
export function duration(t: Texts, seconds: number): string {
  return seconds % 60 === 0 ? plural(t.minutes, seconds / 60) : plural(t.seconds, seconds);
}

export function lineHtml(l: Line, t: Texts): string {
  return `${esc(l.text)}${l.fill ? ` <span class="fill">${esc(t.fill)}</span>` : ""}`;
}

export function listHtml(lines: readonly Line[], t: Texts): string {
  if (lines.length === 0) return `<p>${esc(t.none)}</p>`;
  return `<ul>${lines.map((l) => `<li>${lineHtml(l, t)}</li>`).join("")}</ul>`;
}
