import type { EmbedAdminSettings, EmbedPublicConfig, EmbedUsageRow } from "../api/embed";
import { z } from "../zod";
import { isTypedText, untypableMessage } from "./errors";

/** Where the launcher sits on the host page: the voice button's six positions. */
export const EMBED_POSITIONS = ["bottom-right", "bottom-left", "top-right", "top-left", "center", "header-center"] as const;
export type EmbedPosition = (typeof EMBED_POSITIONS)[number];

/** The widget's language: fixed, or the host page's `<html lang>` (German unless it starts with "en"). */
export const EMBED_LANGUAGES = ["host", "de", "en"] as const;
export type EmbedLanguage = (typeof EMBED_LANGUAGES)[number];

export const EMBED_LIMITS = { origins: 20, label: 40, privacyUrl: 500 } as const;
/** WCAG 2.2 AA for text: the launcher's label against its background. */
export const MIN_CONTRAST = 4.5;

export const EMBED_DEFAULTS = {
  allowedOrigins: [] as string[],
  position: "bottom-right" as EmbedPosition,
  language: "host" as EmbedLanguage,
  labelDe: "Mit dem Coach sprechen",
  labelEn: "Talk to the coach",
  background: "#6d28d9",
  foreground: "#ffffff",
  privacyUrl: null as string | null,
};

/**
 * The launcher's avatar: PNG, JPEG or WebP, recognised by its bytes. 128 KB is
 * plenty for a 36-pixel round image (a 256 × 256 photo is 20–40 KB) and keeps
 * what a host page may load for it small. SVG is refused: it can carry script.
 */
export const EMBED_AVATAR = { maxBytes: 128 * 1024, types: ["image/png", "image/jpeg", "image/webp"] } as const;
export type EmbedAvatarType = (typeof EMBED_AVATAR.types)[number];

/**
 * The operator's own privacy policy: an https address without credentials,
 * normalised; undefined for anything else.
 */
export function normalPrivacyUrl(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "https:" || url.username || url.password) return undefined;
    if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)+)$/.test(url.hostname)) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/** The site a privacy policy belongs to, as the panel names it: its host without "www.". */
export function privacySiteName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

const HEX = /^#[0-9a-f]{6}$/;

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * An origin as the browser sends it in `Origin`: scheme, host and a port only
 * when it is not the scheme's default; undefined for anything else (paths,
 * wildcards, other schemes).
 */
export function normalEmbedOrigin(value: string): string | undefined {
  const text = value.trim().replace(/\/$/, "");
  try {
    const url = new URL(text);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(url.hostname)) return undefined;
    if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

function label(what: string) {
  return z
    .string(`${what} muss ein Text sein.`)
    .trim()
    .min(1, `Bitte geben Sie ${what.replace(/^Die /, "die ")} an.`)
    .max(EMBED_LIMITS.label, `${what} darf höchstens ${EMBED_LIMITS.label} Zeichen lang sein.`)
    .refine(isTypedText, untypableMessage(what));
}

const colour = (what: string) =>
  z.string(`${what} muss eine Farbe sein.`).trim().toLowerCase().regex(HEX, `${what} muss eine Farbe in der Form #rrggbb sein.`);

/** A persona's embed settings as the operator edits them. */
export const embedSettingsSchema = z
  .object({
    allowedOrigins: z
      .array(z.string("Jede erlaubte Website muss ein Text sein."), "Bitte senden Sie die erlaubten Websites als Liste.")
      .max(EMBED_LIMITS.origins, `Höchstens ${EMBED_LIMITS.origins} erlaubte Websites.`)
      .transform((list, ctx) => {
        const out: string[] = [];
        for (const entry of list) {
          if (!entry.trim()) continue;
          const origin = normalEmbedOrigin(entry);
          if (!origin) {
            ctx.addIssue({
              code: "custom",
              message: `„${entry.slice(0, 80)}“ ist keine Website-Adresse wie https://www.example.de (ohne Pfad).`,
            });
            return z.NEVER;
          }
          if (!out.includes(origin)) out.push(origin);
        }
        return out;
      }),
    position: z.enum(EMBED_POSITIONS, "Bitte wählen Sie eine der sechs Positionen."),
    language: z.enum(EMBED_LANGUAGES, "Die Sprache muss host, de oder en sein."),
    labelDe: label("Die deutsche Beschriftung"),
    labelEn: label("Die englische Beschriftung"),
    background: colour("Die Hintergrundfarbe"),
    foreground: colour("Die Schriftfarbe"),
    privacyUrl: z
      .string("Die Datenschutzerklärung der Website muss eine Adresse sein.")
      .trim()
      .max(
        EMBED_LIMITS.privacyUrl,
        `Die Adresse der Datenschutzerklärung darf höchstens ${EMBED_LIMITS.privacyUrl} Zeichen lang sein.`,
      )
      .nullish()
      .transform((value, ctx) => {
        if (!value) return null;
        const url = normalPrivacyUrl(value);
        if (!url) {
          ctx.addIssue({
            code: "custom",
            message:
              "Die Datenschutzerklärung der Website braucht eine vollständige https-Adresse wie https://www.example.de/datenschutz.",
          });
          return z.NEVER;
        }
        return url;
      }),
  })
  .refine((s) => contrastRatio(s.background, s.foreground) >= MIN_CONTRAST, {
    message: `Schrift- und Hintergrundfarbe brauchen einen Kontrast von mindestens ${MIN_CONTRAST}:1.`,
    path: ["foreground"],
  });

export type EmbedSettings = z.output<typeof embedSettingsSchema>;

/**
 * The answers of the embed routes: the settings as the admin area reads them (with the avatar's
 * version), what the loader gets, and a row of the usage table (src/shared/api/embed.ts).
 */
export type { EmbedAdminSettings, EmbedPublicConfig, EmbedUsageRow };

/** Where the avatar of a persona is served: public, versioned so it can be cached for long. */
export const embedAvatarPath = (slug: string, version: string) => `/api/embed/${slug}/avatar?v=${version}`;

/**
 * The two snippets for a persona on a site: the script tag, and an iframe for
 * sites that allow no third-party script. The iframe carries no style
 * attribute (a strict style-src would refuse it); frameborder removes the
 * default border where CSS may not.
 */
export function embedSnippets(origin: string, slug: string, lang: "de" | "en"): { script: string; iframe: string } {
  return {
    script: `<script src="${origin}/embed.js" data-persona="${slug}" async></script>`,
    iframe: `<iframe src="${origin}/embed/${slug}?lang=${lang}" title="MentalCoach AI" allow="microphone; autoplay" width="400" height="640" frameborder="0"></iframe>`,
  };
}
