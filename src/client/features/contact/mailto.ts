import type { InquiryInput } from "#shared/schemas/inquiry";
import { inquiryLines } from "#shared/schemas/inquiry-form";

export const MAILTO_SUBJECT = "Kontaktanfrage über die Website";

/**
 * The fallback when the server cannot be reached: the visitor's mail client
 * opens with the inquiry, addressed to the configured address, with a fixed
 * subject and a body listing every field.
 */
export function buildMailto(
  to: string,
  i: Pick<InquiryInput, "salutation" | "academicTitle" | "name" | "phone" | "email" | "message">,
): string {
  const body = inquiryLines(i).join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(MAILTO_SUBJECT)}&body=${encodeURIComponent(body)}`;
}
