import { defineTexts, format, type Lang, LOCALES } from "#shared/i18n";
import {
  PROCESSOR_KINDS,
  type ProcessorEntry,
  type ProcessorKind,
  type ProcessorRegion,
  type TransferSafeguard,
} from "#shared/privacy";
import { siteConfig } from "#shared/site-config";

const texts = defineTexts({
  de: {
    kinds: {
      hosting: "Hosting",
      chat: "KI-Antworten",
      speech: "Sprachausgabe",
      transcription: "Spracherkennung",
      embeddings: "Wissenssuche",
      moderation: "Zweite Krisenprüfung",
      mail: "E-Mail-Versand",
      storage: "Dateispeicher",
    } satisfies Record<ProcessorKind, string>,
    location: "Ort der Verarbeitung: {location}.",
    transfer: "Übermittlung in ein Drittland auf Grundlage von: {transfer}.",
    undescribed: "Den Anbieter nennen wir Ihnen auf Anfrage unter {email}.",
    regionEu: "Verarbeitungsort des eingesetzten Servers: EU.",
    regionNonEu:
      "Verarbeitungsort des eingesetzten Servers: außerhalb der EU ({country}); Garantie für die Übermittlung: {safeguard}.",
    regionSelfHosted: "Verarbeitungsort: eigene Server des Betreibers, ohne Übermittlung an einen weiteren Anbieter.",
    elsewhere: "ein Drittland",
    safeguards: {
      adequacy: "Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO)",
      scc: "Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO)",
    } satisfies Record<TransferSafeguard, string>,
  },
  en: {
    kinds: {
      hosting: "Hosting",
      chat: "AI answers",
      speech: "Speech output",
      transcription: "Speech recognition",
      embeddings: "Knowledge search",
      moderation: "Second crisis check",
      mail: "E-mail delivery",
      storage: "File storage",
    },
    location: "Place of processing: {location}.",
    transfer: "Transfer to a third country on the basis of: {transfer}.",
    undescribed: "We will name the provider on request at {email}.",
    regionEu: "Place of processing of the server used: EU.",
    regionNonEu: "Place of processing of the server used: outside the EU ({country}); safeguard of the transfer: {safeguard}.",
    regionSelfHosted: "Place of processing: the operator's own servers, with no transfer to another provider.",
    elsewhere: "a third country",
    safeguards: {
      adequacy: "adequacy decision of the EU Commission (Art. 45 GDPR)",
      scc: "standard contractual clauses of the EU Commission (Art. 46(2)(c) GDPR)",
    },
  },
});

/**
 * Where the configured endpoint of a processor processes, judged from its host
 * (decision 042); nothing when the host does not say, as the operator's own
 * description then stands alone.
 */
function regionSentence(region: ProcessorRegion | undefined, lang: Lang): string {
  const t = texts[lang];
  if (region?.region === "eu") return t.regionEu;
  if (region?.region === "self-hosted") return t.regionSelfHosted;
  if (region?.region !== "non-eu") return "";
  const country = region.country
    ? (new Intl.DisplayNames([LOCALES[lang].tag], { type: "region" }).of(region.country) ?? region.country)
    : t.elsewhere;
  return format(t.regionNonEu, { country, safeguard: t.safeguards[region.safeguard ?? "scc"] });
}

/**
 * The processors this server really uses (its configuration decides which
 * kinds are on), each as the operator describes it in site.config.json:
 * name, purpose, place of processing and, outside the EU, the transfer basis;
 * then where the endpoint it is configured with processes, and its safeguard.
 */
export function ProcessorList({
  active,
  processors,
  regions,
  lang,
}: {
  active: readonly ProcessorKind[];
  processors: readonly ProcessorEntry[];
  regions: readonly ProcessorRegion[];
  lang: Lang;
}) {
  const t = texts[lang];
  const kinds = PROCESSOR_KINDS.filter((k) => active.includes(k));
  return (
    <ul data-testid="processors">
      {kinds.map((kind) => {
        const entries = processors.filter((p) => p.kind === kind);
        const region = regionSentence(
          regions.find((r) => r.kind === kind),
          lang,
        );
        return (
          <li key={kind} data-kind={kind}>
            <strong>{t.kinds[kind]}:</strong>{" "}
            {entries.length === 0
              ? format(t.undescribed, { email: siteConfig.company.email })
              : entries.map((p) => (
                  <span key={p.name}>
                    {p.name}. {p.purpose[lang]}. {format(t.location, { location: p.location[lang] })}
                    {p.transfer ? ` ${format(t.transfer, { transfer: p.transfer[lang] })}` : ""}
                  </span>
                ))}
            {region ? ` ${region}` : ""}
          </li>
        );
      })}
    </ul>
  );
}
