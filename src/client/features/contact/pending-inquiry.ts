import type { Lang } from "#shared/i18n";
import type { InquiryInput } from "#shared/schemas/inquiry";
import type { Api } from "../../lib/api/client";

/** localStorage key of an inquiry the server could not take yet. */
export const PENDING_INQUIRY_KEY = "pending-inquiry";

/** Keeps an inquiry the server could not take, so it is sent when the server is back. */
export function savePendingInquiry(inquiry: InquiryInput): void {
  try {
    localStorage.setItem(PENDING_INQUIRY_KEY, JSON.stringify(inquiry));
  } catch {
    // no storage: the mail program is the way left
  }
}

/** The API's client for `lang`. */
type Connect = (lang: Lang) => Promise<Api>;

/** Every page checks for a kept inquiry on load, so the client is loaded only when there is one to send. */
const connect: Connect = async (lang) => (await import("../../lib/api/client")).createApi(lang);

/**
 * Sends a kept inquiry once more (on every page load and when the browser
 * comes back online). It is dropped once the server took it, or refused it
 * for good (4xx: it will not become valid by waiting), and so is one that is
 * no inquiry any more (storage edited by hand, an older form's); kept otherwise.
 */
export async function retryPendingInquiry(connectApi: Connect = connect): Promise<"done" | "kept" | "none"> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PENDING_INQUIRY_KEY);
  } catch {
    return "none";
  }
  if (!raw) return "none";
  try {
    // The form's schema brings zod, which no page needs before the form opens: it too loads only now.
    const { inquirySchema } = await import("#shared/schemas/inquiry");
    const inquiry = inquirySchema.safeParse(parseJson(raw));
    if (inquiry.success) {
      const api = await connectApi(inquiry.data.lang);
      const { response } = await api.POST("/api/inquiries", { body: inquiry.data });
      if (response.status >= 500 || response.status === 429) return "kept";
    }
  } catch {
    // No answer, or the code that sends it could not load: the network or the server is away.
    return "kept";
  }
  localStorage.removeItem(PENDING_INQUIRY_KEY);
  return "done";
}

/** The stored text's value; undefined when it is no JSON. */
function parseJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}
