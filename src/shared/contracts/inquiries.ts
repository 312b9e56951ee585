/**
 * What the console does with contact inquiries (docs/decisions/007-contact-inquiries.md):
 * their status, and how long a done inquiry is kept before housekeeping deletes it.
 */

/** new: not yet looked at; in-progress: being dealt with; done: dealt with (retention counts from then). */
export const INQUIRY_STATUSES = ["new", "in-progress", "done"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Days a done inquiry is kept by default, and the range the owner may set. */
export const INQUIRY_RETENTION_DAYS = { default: 180, min: 7, max: 3650 } as const;

/** The most inquiries one CSV export holds (newest first). */
export const INQUIRY_MAX_EXPORT = 5000;
