import { fileTypeFromBuffer } from "file-type";

/** A real PDF by its bytes, not by its name or declared type. */
export async function isPdf(bytes: Uint8Array): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  return type?.mime === "application/pdf";
}

/** The title shown in the list: the original name without control characters. */
export function documentTitle(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const title = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200);
  return title || "Dokument.pdf";
}
