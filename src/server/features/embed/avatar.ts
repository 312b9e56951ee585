import { fileTypeFromBuffer } from "file-type";
import { EMBED_AVATAR, type EmbedAvatarType } from "#shared/schemas/embed";

export type AvatarCheck =
  { ok: true; mime: EmbedAvatarType } | { ok: false; code: "avatar-too-large" | "avatar-svg" | "avatar-wrong-type" };

/** Markup at the start of a file, after a byte-order mark and white space: SVG, or HTML pretending to be an image. */
const MARKUP = /^(?:\uFEFF)?\s*</;

/**
 * Whether the bytes are an avatar we serve: PNG, JPEG or WebP by their
 * content (the name and the declared type are not trusted), within the
 * size limit. SVG gets its own answer, as operators may expect it to work.
 */
export async function checkAvatar(bytes: Uint8Array): Promise<AvatarCheck> {
  if (bytes.length > EMBED_AVATAR.maxBytes) return { ok: false, code: "avatar-too-large" };
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 512));
  if (MARKUP.test(head) && /<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 4096))))
    return { ok: false, code: "avatar-svg" };
  const type = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  const mime = EMBED_AVATAR.types.find((t) => t === type?.mime);
  if (!mime) return { ok: false, code: type?.mime === "image/svg+xml" ? "avatar-svg" : "avatar-wrong-type" };
  return { ok: true, mime };
}
