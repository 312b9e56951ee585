import type { InquiryInput } from "#shared/schemas/inquiry";

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

/**
 * Sends a kept inquiry once more (on every page load and when the browser
 * comes back online). It is dropped once the server took it, or refused it
 * for good (4xx: it will not become valid by waiting); kept otherwise.
 */
export async function retryPendingInquiry(): Promise<"done" | "kept" | "none"> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PENDING_INQUIRY_KEY);
  } catch {
    return "none";
  }
  if (!raw) return "none";
  const res = await fetch("/api/inquiries", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: raw,
  }).catch(() => undefined);
  if (!res || res.status >= 500 || res.status === 429) return "kept";
  localStorage.removeItem(PENDING_INQUIRY_KEY);
  return "done";
}
