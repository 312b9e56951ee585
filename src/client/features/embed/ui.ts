/** The embed tab's text fields and selects. */
export const field =
  "mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-sm text-white focus:border-pink-400 focus:outline-none";
