import { EMBED_AVATAR, EMBED_LANGUAGES, EMBED_POSITIONS } from "../schemas/embed";
import { z } from "../zod";
import { noContent } from "./common";

const position = z.enum(EMBED_POSITIONS).describe("Where the launcher sits on the host page");
const language = z.enum(EMBED_LANGUAGES).describe("host: the host page's <html lang>; else fixed");
const colour = z.string().describe("#rrggbb");

/** `:slug` of an embedded persona. */
export const embedSlugParams = z.object({ slug: z.string().describe("The persona's slug") });

/** GET /api/embed/:slug: what the loader on an allowed site needs. */
export const embedPublicConfigSchema = z.object({
  slug: z.string(),
  name: z.string(),
  position,
  language,
  labels: z.object({ de: z.string(), en: z.string() }).describe("The launcher's label per language"),
  background: colour,
  foreground: colour,
  avatar: z
    .string()
    .optional()
    .describe("Path of the avatar on our origin, with its version; only when the operator uploaded one"),
});

/** GET and PUT /api/admin/personas/:id/embed: a persona's embed settings as the admin area reads them. */
export const embedAdminSettingsSchema = z.object({
  allowedOrigins: z.array(z.string()).describe("The origins that may embed the persona; none: embedded nowhere"),
  position,
  language,
  labelDe: z.string(),
  labelEn: z.string(),
  background: colour,
  foreground: colour,
  privacyUrl: z.string().nullable().describe("The embedding site's own privacy policy"),
  avatar: z.string().nullable().describe("The uploaded avatar's version; null: the initials are shown"),
});

/** GET /api/admin/embed/usage: one row per persona and embedding origin. */
export const embedUsageRowSchema = z.object({
  personaId: z.uuid().nullable().describe("null: the persona was deleted"),
  personaName: z.string().nullable(),
  origin: z.string().describe('The embedding origin; "" is our own site'),
  conversations: z.number().int().min(0),
  ratings: z.number().int().min(0),
  averageRating: z.number().nullable(),
  crisis: z.number().int().min(0).describe("Conversations with a crisis answer"),
});

/** ?v= of the public avatar: the version the address names (cached for good when it is the current one). */
export const avatarVersionQuery = z.object({ v: z.string().optional().describe("The avatar's version") });

/** PUT /api/admin/personas/:id/embed/avatar: the new avatar's version. */
export const avatarUploadedSchema = z.object({ avatar: z.string().describe("The avatar's version") });
/** DELETE /api/admin/personas/:id/embed/avatar. */
export const avatarRemovedSchema = z.object({ avatar: z.null() });

/** The multipart body of an avatar upload (read by the handler, not validated as JSON): one file in the field `file`. */
export const avatarUploadBody = z.any().meta({
  description: `One file in the field \`file\`: PNG, JPEG or WebP by its bytes, at most ${EMBED_AVATAR.maxBytes / 1024} KB`,
  type: "object",
  properties: { file: { type: "string", format: "binary" } },
  required: ["file"],
});

/** An avatar image: its bytes, with the type they were checked to be. */
export const avatarImageResponse = {
  description: "The avatar's bytes",
  content: Object.fromEntries(EMBED_AVATAR.types.map((type) => [type, { schema: z.string().meta({ format: "binary" }) }])),
};

/** A conditional request whose ETag matches: no body. */
export const notModified = noContent.describe("Not modified: If-None-Match names the current version");

export type EmbedPublicConfig = z.infer<typeof embedPublicConfigSchema>;
export type EmbedAdminSettings = z.infer<typeof embedAdminSettingsSchema>;
export type EmbedUsageRow = z.infer<typeof embedUsageRowSchema>;
