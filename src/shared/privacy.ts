/**
 * What the privacy policy says about processors and retention, as data the
 * server and the page share, so the policy names the services that are
 * really switched on and the periods the code really keeps.
 */

import { defineTexts } from "./i18n";

/** Kinds of outside services the product can hand personal data to. */
export const PROCESSOR_KINDS = [
  "hosting",
  "chat",
  "speech",
  "transcription",
  "embeddings",
  "moderation",
  "mail",
  "storage",
] as const;
export type ProcessorKind = (typeof PROCESSOR_KINDS)[number];

/** The name of each kind of service, as the console's regions panel and the record of processing show it. */
export const PROCESSOR_KIND_NAMES = defineTexts({
  de: {
    hosting: "Hosting",
    chat: "KI-Antworten",
    speech: "Sprachausgabe",
    transcription: "Spracherkennung",
    embeddings: "Wissenssuche (Embeddings)",
    moderation: "Zweite Krisenprüfung",
    mail: "E-Mail-Versand",
    storage: "Dateispeicher",
  } satisfies Record<ProcessorKind, string>,
  en: {
    hosting: "Hosting",
    chat: "AI answers",
    speech: "Speech output",
    transcription: "Speech recognition",
    embeddings: "Knowledge search (embeddings)",
    moderation: "Second crisis check",
    mail: "E-mail delivery",
    storage: "File storage",
  },
});

export interface LocalizedText {
  de: string;
  en: string;
}

/** One processor as the operator describes it in site.config.json (`processors`). */
export interface ProcessorEntry {
  kind: ProcessorKind;
  /** Company name and, where it helps, its seat. */
  name: string;
  purpose: LocalizedText;
  /** Where the data are processed. */
  location: LocalizedText;
  /** Basis of a transfer to a third country (adequacy decision, standard contractual clauses); absent inside the EU/EEA. */
  transfer?: LocalizedText;
}

/**
 * Retention periods the server applies; the privacy policy quotes the same numbers.
 * Conversation texts are not here: they are kept only with the visitor's consent while
 * the operator keeps transcripts, for the operator's period (contracts/transcripts.ts,
 * 30 days by default), and the policy reads both from the running server.
 */
export const RETENTION = {
  /** Failed sign-ins kept for the login throttle. */
  failedSignInDays: 7,
  /** The keyed hash of an IP address that sent a request without the visitor cookie. */
  ipHashHours: 1,
  /** Lifetime of the visitor cookie. */
  visitorCookieDays: 365,
} as const;

/**
 * Where a configured endpoint processes, judged from its host name
 * (src/server/providers/regions.ts, docs/decisions/042-processing-regions.md):
 * `eu` inside the EU/EEA, `non-eu` outside it, `self-hosted` on the operator's
 * own network (loopback, private addresses, `.local`, `.internal`), `unknown`
 * when the host alone does not say.
 */
export const PROCESSING_REGIONS = ["eu", "non-eu", "self-hosted", "unknown"] as const;
export type ProcessingRegion = (typeof PROCESSING_REGIONS)[number];

/**
 * The safeguard of a transfer outside the EU/EEA: an adequacy decision of the
 * EU Commission for the country (Art. 45 GDPR), else the Commission's standard
 * contractual clauses (Art. 46(2)(c) GDPR).
 */
export const TRANSFER_SAFEGUARDS = ["adequacy", "scc"] as const;
export type TransferSafeguard = (typeof TRANSFER_SAFEGUARDS)[number];

/** The place of processing of one active processor's endpoint, as the privacy policy names it (no host). */
export interface ProcessorRegion {
  kind: ProcessorKind;
  region: ProcessingRegion;
  /** ISO 3166 country code, when the host says it. */
  country: string | null;
  /** Outside the EU/EEA only. */
  safeguard: TransferSafeguard | null;
}
