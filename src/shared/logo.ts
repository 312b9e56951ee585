/**
 * Geometry of the brand mark on a 32 × 32 grid: a speech bubble holding a
 * voice's four sound bars. The header, the footer, the console and the Open
 * Graph images draw it from here; public/favicon.svg is the same drawing as
 * a static file.
 */
export const LOGO_BUBBLE = "M9 3h14a7 7 0 0 1 7 7v8a7 7 0 0 1-7 7H14.5L8 30v-5.3A7 7 0 0 1 2 18v-8a7 7 0 0 1 7-7z";

/** The sound bars: x, y and height, each 2.5 wide with round ends. */
export const LOGO_BARS: readonly (readonly [number, number, number])[] = [
  [8.75, 11, 6],
  [13, 7.5, 13],
  [17.25, 9.5, 9],
  [21.5, 12, 4],
];

export const LOGO_GRADIENT = ["#a855f7", "#ec4899"] as const;
