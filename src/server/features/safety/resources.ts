import { z } from "zod";
import type { Lang } from "#shared/routes";
import type { CrisisResource, CrisisResourceView, RiskLevel } from "#shared/safety";
import { crisisResourceSchema, crisisResourcesConfigSchema, type CrisisResourcesConfig } from "#shared/schemas/crisis-resources";
import defaults from "./default-resources.json";

export interface CrisisResourceDirectory {
  /**
   * What to name for these risk levels, for a visitor of this page language and (when known) country. For a
   * young writer (young-writer.ts) the lines for children and young people are named too, the first country's
   * first of the lines: after the emergency number in acute danger, before every other line.
   */
  select(levels: readonly RiskLevel[], lang: Lang, country?: string, young?: boolean): CrisisResourceView[];
  /** Every resource, for the operator's overview. */
  all(): CrisisResource[];
}

const KIND_ORDER: Record<CrisisResource["kind"], number> = {
  emergency: 0,
  "crisis-line": 1,
  "violence-line": 1,
  workplace: 2,
  police: 3,
  directory: 4,
};

export function createResourceDirectory(config: CrisisResourcesConfig = {}): CrisisResourceDirectory {
  const parsed = crisisResourcesConfigSchema.parse(config);
  const builtIn = z.array(crisisResourceSchema).parse(defaults);
  const own = new Map(parsed.resources.map((r) => [r.id, r]));
  // An operator's entry with a built-in id replaces that entry; the others are added.
  const resources =
    parsed.mode === "replace"
      ? parsed.resources
      : [...builtIn.map((r) => own.get(r.id) ?? r), ...parsed.resources.filter((r) => !builtIn.some((b) => b.id === r.id))];
  const countriesWithLines = new Set(resources.filter((r) => r.kind !== "directory").map((r) => r.country));

  function view(r: CrisisResource, lang: Lang): CrisisResourceView {
    return {
      id: r.id,
      kind: r.kind,
      country: r.country,
      name: r.name[lang],
      phones: r.phones ?? [],
      url: r.url,
      note: r.note?.[lang],
      ...(r.audience ? { audience: r.audience } : {}),
    };
  }

  return {
    all: () => resources,
    select(levels, lang, country, young = false) {
      const wanted = new Set(levels);
      const known = country && countriesWithLines.has(country) ? country : undefined;
      // German pages name the configured countries (the visitor's first). English pages name the visitor's country when it
      // is known, else the operator's (the first configured) with the international directory: never a directory alone.
      let countries: string[];
      if (lang === "de") countries = known ? [known, ...parsed.countries.filter((c) => c !== known)] : parsed.countries;
      else countries = known ? [known] : parsed.countries.slice(0, 1);
      const chosen: CrisisResource[] = [];
      for (const c of countries) {
        const forCountry = resources.filter(
          (r) => r.country === c && r.levels.some((l) => wanted.has(l)) && (young || r.audience !== "young"),
        );
        // Emergency and police numbers are named once, for the first country; the lines for every country.
        chosen.push(...forCountry.filter((r) => c === countries[0] || (r.kind !== "emergency" && r.kind !== "police")));
      }
      if (lang === "en" && !known)
        chosen.push(...resources.filter((r) => r.kind === "directory" && r.levels.some((l) => wanted.has(l))));
      const acute = wanted.has("acute");
      // Danger from another person now: the police first, as the crisis answer says.
      const violenceNow = acute && wanted.has("violence-suffered");
      const rank = (r: CrisisResource) => {
        if (r.kind === "police" && violenceNow) return -0.5;
        if (r.kind === "emergency" && !acute) return 2.5;
        // The youth line of the visitor's (or the first) country: right after the emergency number in acute danger.
        if (r.audience === "young" && r.country === countries[0]) return 0.5;
        return KIND_ORDER[r.kind];
      };
      const order = (r: CrisisResource) => rank(r) * 100 + countries.indexOf(r.country);
      return chosen
        .map((r, i) => ({ r, i }))
        .sort((a, b) => order(a.r) - order(b.r) || a.i - b.i)
        .map(({ r }) => view(r, lang));
    },
  };
}

/**
 * The visitor's country, when a trustworthy hint exists: a country header
 * set by the operator's CDN (named in configuration), else on German pages
 * the region of a preferred German browser language ("de-AT" → AT). An
 * English browser language says nothing about where its user is: "en-GB" or
 * "en-US" is as likely an expat in Germany, so English pages rely on the
 * header alone.
 */
export function visitorCountry(
  headers: Record<string, string | string[] | undefined>,
  countryHeader: string | undefined,
  pageLang: Lang,
): string | undefined {
  if (countryHeader) {
    const value = headers[countryHeader.toLowerCase()];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code)) return code;
  }
  if (pageLang !== "de") return undefined;
  const accept = headers["accept-language"];
  const entries = ((Array.isArray(accept) ? accept[0] : accept) ?? "").split(",").map((e) => e.trim().split(";")[0]!);
  for (const entry of entries) {
    const m = /^([a-z]{2,3})-([A-Za-z]{2})$/.exec(entry);
    if (m && m[1] === pageLang) return m[2]!.toUpperCase();
  }
  return undefined;
}
