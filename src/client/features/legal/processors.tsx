import { defineTexts, format, type Lang } from "#shared/i18n";
import { PROCESSOR_KINDS, type ProcessorEntry, type ProcessorKind } from "#shared/privacy";
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
  },
});

/**
 * The processors this server really uses (its configuration decides which
 * kinds are on), each as the operator describes it in site.config.json:
 * name, purpose, place of processing and, outside the EU, the transfer basis.
 */
export function ProcessorList({
  active,
  processors,
  lang,
}: {
  active: readonly ProcessorKind[];
  processors: readonly ProcessorEntry[];
  lang: Lang;
}) {
  const t = texts[lang];
  const kinds = PROCESSOR_KINDS.filter((k) => active.includes(k));
  return (
    <ul data-testid="processors">
      {kinds.map((kind) => {
        const entries = processors.filter((p) => p.kind === kind);
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
          </li>
        );
      })}
    </ul>
  );
}
