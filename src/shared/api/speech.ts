import { z } from "../zod";

/** POST /api/stt on success: the recording's words. */
export const transcriptionResultSchema = z.object({ text: z.string() });
