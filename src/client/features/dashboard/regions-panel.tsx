import { useEffect, useState } from "react";
import type { ConfiguredEndpointInfo, ProcessingRegions } from "#shared/api/regions";
import { defineTexts, format, type Lang, LOCALES } from "#shared/i18n";
import { PROCESSOR_KIND_NAMES } from "#shared/privacy";
import { useApi } from "../../lib/api/client";

const texts = defineTexts({
  de: {
    title: "Verarbeitungsort der Anbieter",
    intro:
      "Für jeden konfigurierten Endpunkt aus seinem Hostnamen abgeleitet. Maßgeblich bleibt der Vertrag mit dem Anbieter; ein unbekannter Ort heißt nicht, dass außerhalb der EU verarbeitet wird.",
    loadFailed: "Der Verarbeitungsort konnte nicht geladen werden.",
    none: "Kein externer Anbieter ist konfiguriert: Antworten, Sprache und Dateien bleiben auf diesem Server.",
    requiredOn:
      "REQUIRE_EU_PROCESSING ist an: Der Server startet nur, solange jeder Endpunkt in der EU verarbeitet, selbst betrieben oder in EU_PROCESSING_ALLOWED_HOSTS freigegeben ist.",
    requiredOff:
      "REQUIRE_EU_PROCESSING ist aus: Endpunkte außerhalb der EU werden beim Start nicht abgelehnt (docs/operations.md).",
    place: "Verarbeitungsort: {region}",
    kinds: PROCESSOR_KIND_NAMES.de,
    regions: {
      eu: "EU",
      "non-eu": "außerhalb der EU",
      "self-hosted": "selbst betrieben",
      unknown: "unbekannt",
    } satisfies Record<ConfiguredEndpointInfo["region"], string>,
    safeguards: {
      adequacy: "Angemessenheitsbeschluss (Art. 45 DSGVO)",
      scc: "Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)",
    } satisfies Record<NonNullable<ConfiguredEndpointInfo["safeguard"]>, string>,
    allowed: "in EU_PROCESSING_ALLOWED_HOSTS freigegeben",
  },
  en: {
    title: "Where the providers process",
    intro:
      "Judged for each configured endpoint from its host name. The contract with the provider is what counts; an unknown place does not mean processing outside the EU.",
    loadFailed: "The places of processing could not be loaded.",
    none: "No outside provider is configured: answers, speech and files stay on this server.",
    requiredOn:
      "REQUIRE_EU_PROCESSING is on: the server starts only while every endpoint processes in the EU, is self-hosted or is allowed in EU_PROCESSING_ALLOWED_HOSTS.",
    requiredOff: "REQUIRE_EU_PROCESSING is off: endpoints outside the EU are not refused at start (docs/operations.md).",
    place: "Place of processing: {region}",
    kinds: PROCESSOR_KIND_NAMES.en,
    regions: { eu: "EU", "non-eu": "outside the EU", "self-hosted": "self-hosted", unknown: "unknown" },
    safeguards: {
      adequacy: "adequacy decision (Art. 45 GDPR)",
      scc: "standard contractual clauses (Art. 46(2)(c) GDPR)",
    },
    allowed: "allowed in EU_PROCESSING_ALLOWED_HOSTS",
  },
});

const BADGE: Record<ConfiguredEndpointInfo["region"], string> = {
  eu: "border-green-400/40 text-green-200",
  "non-eu": "border-amber-400/40 text-amber-200",
  "self-hosted": "border-sky-400/40 text-sky-200",
  unknown: "border-zinc-400/40 text-zinc-300",
};

/** The region of one endpoint in words: outside the EU with its country and the transfer's safeguard. */
function placeText(e: ConfiguredEndpointInfo, lang: Lang, countries: Intl.DisplayNames): string {
  const t = texts[lang];
  const parts = [t.regions[e.region]];
  if (e.country && e.region === "non-eu") parts[0] += ` (${countries.of(e.country) ?? e.country})`;
  if (e.safeguard) parts.push(t.safeguards[e.safeguard]);
  if (e.allowed && e.region === "unknown") parts.push(t.allowed);
  return format(t.place, { region: parts.join(" · ") });
}

/** Settings tab: where each configured provider endpoint processes (decision 042), with its host and never a key. */
export function RegionsPanel({ lang }: { lang: Lang }) {
  const [data, setData] = useState<ProcessingRegions | null>();
  const api = useApi(lang);

  useEffect(() => {
    api
      .GET("/api/settings/regions")
      .then((answer) => setData(answer.data ?? null))
      .catch(() => setData(null));
  }, [api]);

  return <RegionsView lang={lang} data={data} />;
}

/** What the panel shows for `data`: undefined while loading, null when loading failed. */
export function RegionsView({ lang, data }: { lang: Lang; data: ProcessingRegions | null | undefined }) {
  const t = texts[lang];
  const countries = new Intl.DisplayNames([LOCALES[lang].tag], { type: "region" });
  return (
    <section
      aria-labelledby="regions-title"
      className="rounded-2xl border border-white/10 bg-zinc-950 p-5 md:col-span-2"
      data-testid="regions"
    >
      <h2 id="regions-title" className="text-lg font-semibold text-white">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-zinc-400">{t.intro}</p>
      {data === null ? (
        <p role="alert" className="mt-3 text-red-300">
          {t.loadFailed}
        </p>
      ) : null}
      {data ? <p className="mt-3 text-sm text-zinc-300">{data.required ? t.requiredOn : t.requiredOff}</p> : null}
      {data && data.endpoints.length === 0 ? <p className="mt-3 text-sm text-zinc-300">{t.none}</p> : null}
      {data && data.endpoints.length > 0 ? (
        <ul className="mt-4 space-y-3 text-sm">
          {data.endpoints.map((e) => (
            <li key={e.kind} data-kind={e.kind} data-region={e.region} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold text-zinc-200">{t.kinds[e.kind]}</span>
              <code className="break-all text-xs text-zinc-400">{e.host}</code>
              <span className={`rounded-full border px-2 py-0.5 text-xs ${BADGE[e.region]}`}>
                {placeText(e, lang, countries)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
