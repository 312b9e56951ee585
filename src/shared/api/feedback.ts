import { countOf } from "./common";

/** DELETE /api/conversations/:id/transcript: how many stored turns were deleted (0 when none were stored). */
export const transcriptWithdrawnSchema = countOf("removed");
