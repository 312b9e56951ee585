import { z } from "../zod";

/** Ranges of the voice settings' sliders. */
export const VOICE_RANGES = {
  stability: { min: 0, max: 1, step: 0.01 },
  similarity_boost: { min: 0, max: 1, step: 0.01 },
  style: { min: 0, max: 1, step: 0.01 },
  speed: { min: 0.5, max: 2, step: 0.1 },
  pitch: { min: 0.5, max: 2, step: 0.1 },
} as const;

/** The voice settings until an operator changes them. */
export const VOICE_DEFAULTS = {
  stability: 0.25,
  similarity_boost: 0.75,
  style: 0.45,
  use_speaker_boost: true,
  pitch: 1,
  speed: 1,
} as const;

const ranged = (key: keyof typeof VOICE_RANGES) =>
  z
    .number(`${key} muss eine Zahl von ${VOICE_RANGES[key].min} bis ${VOICE_RANGES[key].max} sein`)
    .min(VOICE_RANGES[key].min, `${key} muss mindestens ${VOICE_RANGES[key].min} sein`)
    .max(VOICE_RANGES[key].max, `${key} darf höchstens ${VOICE_RANGES[key].max} sein`);

export const voiceConfigSchema = z.object({
  stability: ranged("stability"),
  similarity_boost: ranged("similarity_boost"),
  style: ranged("style"),
  use_speaker_boost: z.boolean("use_speaker_boost muss true oder false sein"),
  pitch: ranged("pitch"),
  speed: ranged("speed"),
});
export type VoiceConfig = z.infer<typeof voiceConfigSchema>;
