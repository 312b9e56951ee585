/** The transcripts tab's buttons and links. */
export const button =
  "rounded-lg border border-white/20 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-60";
export const link = "rounded px-1 text-sm font-semibold text-pink-300 underline hover:text-pink-200";
