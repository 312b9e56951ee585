import type { ProcessorKind } from "#shared/privacy";
import type { SiteConfig } from "#shared/site-config";

/** Values that mark a field as the shipped example rather than the operator's own. */
const PLACEHOLDER =
  /example\.(com|org|net)|\bBeispiel|Mustermann|Musterstra|HRB 000000|DE0{9}|\+49 30 1234567|\+49 89 7654321|123 45 67|765 43 21|example-/i;

/**
 * The fields of the site configuration that still hold the shipped example
 * values, as dotted paths ("company.vatId", "processors.2.name"): what an
 * operator must replace before going live. With the server's active
 * processor kinds, also each of them the configuration does not describe
 * ("processors.chat"), since the privacy policy must name it. Empty once
 * every field is their own and `isExample` is off.
 */
export function placeholderFields(config: SiteConfig, active: readonly ProcessorKind[] = []): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === "string") {
      if (PLACEHOLDER.test(value)) found.push(path);
    } else if (Array.isArray(value)) {
      if (value.some((v) => typeof v === "string" && PLACEHOLDER.test(v))) found.push(path);
      value.forEach((v, i) => {
        if (v && typeof v === "object") visit(v, `${path}.${i}`);
      });
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) if (!k.startsWith("_")) visit(v, path ? `${path}.${k}` : k);
    }
  };
  visit(config, "");
  for (const kind of active) if (!config.processors.some((p) => p.kind === kind)) found.push(`processors.${kind}`);
  if (config.isExample) found.unshift("isExample");
  return found;
}

/** The start-up warning while example data are in place, or undefined when there are none. */
export function goLiveWarning(config: SiteConfig, active: readonly ProcessorKind[] = []): string | undefined {
  const fields = placeholderFields(config, active);
  if (fields.length === 0) return undefined;
  return `site.config.json still holds example company data; replace these before going live: ${fields.join(", ")}`;
}
