import { countOf } from "./common";

/** DELETE /api/conversations/:id/transcript: how many stored turns were deleted (0 when none were stored). */
export const transcriptWithdrawnSchema = countOf("removed");

/**
 * The header that carries the visitor in the embedded panel, where a frame on
 * another site keeps no cookie: the chat answers with the signed token in it,
 * the panel holds the token in memory and sends it with its next requests
 * (`new` before it has one). docs/decisions/037-visitor-identity-in-embeds.md
 */
export const VISITOR_TOKEN_HEADER = "x-visitor-token";
