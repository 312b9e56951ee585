import type { ReactNode } from "react";
import type { TranscriptPolicy } from "#shared/contracts/transcripts";

/** What the privacy policy's text depends on in the running server's configuration. */
export interface PrivacyFacts {
  /** The list of outside services the server's configuration switches on. */
  processors: ReactNode;
  /** Whether conversation texts are kept with consent, and for how many days. */
  transcripts: TranscriptPolicy;
  /** Days a contact inquiry is kept after it was dealt with (the owner's setting in the console). */
  inquiryRetentionDays: number;
}
