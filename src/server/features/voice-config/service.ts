import type { Database } from "../../db/client";
import { VOICE_DEFAULTS, type VoiceConfig } from "../../../shared/schemas/voice-config";

const COLUMNS = `stability::float8 AS stability, similarity_boost::float8 AS similarity_boost, style::float8 AS style,
  use_speaker_boost, pitch::float8 AS pitch, speed::float8 AS speed`;

/** Rounds to the slider step so 0.1 + 0.2 style float noise never shows. */
function tidy(c: VoiceConfig): VoiceConfig {
  const r = (n: number) => Math.round(n * 100) / 100;
  return { ...c, stability: r(c.stability), similarity_boost: r(c.similarity_boost), style: r(c.style), pitch: r(c.pitch), speed: r(c.speed) };
}

/** The active voice_configs row: what the synthesis uses (decisions.md section 5). */
export function createVoiceConfigService(database: Database) {
  async function ensureDefault(): Promise<void> {
    await database.query(
      `INSERT INTO voice_configs (stability, similarity_boost, style, use_speaker_boost, pitch, speed, is_active)
       SELECT $1, $2, $3, $4, $5, $6, true WHERE NOT EXISTS (SELECT 1 FROM voice_configs WHERE is_active)`,
      [VOICE_DEFAULTS.stability, VOICE_DEFAULTS.similarity_boost, VOICE_DEFAULTS.style, VOICE_DEFAULTS.use_speaker_boost, VOICE_DEFAULTS.pitch, VOICE_DEFAULTS.speed],
    );
  }
  async function getActive(): Promise<VoiceConfig> {
    const rows = await database.query<VoiceConfig>(`SELECT ${COLUMNS} FROM voice_configs WHERE is_active ORDER BY updated_at DESC LIMIT 1`);
    return rows[0] ? tidy(rows[0]) : { ...VOICE_DEFAULTS };
  }
  async function update(input: VoiceConfig): Promise<VoiceConfig> {
    // Stored at slider precision: a value like 1e-300 is in range but underflows a real column.
    const config = tidy(input);
    await ensureDefault();
    const rows = await database.query<VoiceConfig>(
      `UPDATE voice_configs SET stability = $1, similarity_boost = $2, style = $3, use_speaker_boost = $4, pitch = $5, speed = $6,
         updated_at = now() WHERE is_active RETURNING ${COLUMNS}`,
      [config.stability, config.similarity_boost, config.style, config.use_speaker_boost, config.pitch, config.speed],
    );
    return tidy(rows[0] ?? config);
  }
  return { ensureDefault, getActive, update };
}

export type VoiceConfigService = ReturnType<typeof createVoiceConfigService>;
