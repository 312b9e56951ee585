import { desc, eq, sql } from "drizzle-orm";
import { VOICE_DEFAULTS, type VoiceConfig } from "#shared/schemas/voice-config";
import type { Database } from "../../db/client";
import { voiceConfigs } from "../../db/schema";
import { runSql } from "../../db/sql";

/** The settings as the synthesis and the API name them. */
const COLUMNS = {
  stability: voiceConfigs.stability,
  similarity_boost: voiceConfigs.similarityBoost,
  style: voiceConfigs.style,
  use_speaker_boost: voiceConfigs.useSpeakerBoost,
  pitch: voiceConfigs.pitch,
  speed: voiceConfigs.speed,
};

/** Rounds to the slider step so 0.1 + 0.2 style float noise never shows. */
function tidy(c: VoiceConfig): VoiceConfig {
  const r = (n: number) => Math.round(n * 100) / 100;
  return {
    ...c,
    stability: r(c.stability),
    similarity_boost: r(c.similarity_boost),
    style: r(c.style),
    pitch: r(c.pitch),
    speed: r(c.speed),
  };
}

/** The settings as stored. */
function columnsOf(c: VoiceConfig) {
  return {
    stability: c.stability,
    similarityBoost: c.similarity_boost,
    style: c.style,
    useSpeakerBoost: c.use_speaker_boost,
    pitch: c.pitch,
    speed: c.speed,
  };
}

/** The active voice_configs row: the settings every synthesis uses (the operator edits them on the dashboard). */
export function createVoiceConfigService(database: Database) {
  const { db } = database;
  async function ensureDefault(): Promise<void> {
    // Raw: the row is created only where none is active, in one statement (INSERT … SELECT … WHERE NOT
    // EXISTS); the builder's insert-select would have to spell out every column of the table.
    const d = VOICE_DEFAULTS;
    await runSql(
      database,
      sql`INSERT INTO ${voiceConfigs} (stability, similarity_boost, style, use_speaker_boost, pitch, speed, is_active)
          SELECT ${d.stability}, ${d.similarity_boost}, ${d.style}, ${d.use_speaker_boost}, ${d.pitch}, ${d.speed}, true
          WHERE NOT EXISTS (SELECT 1 FROM ${voiceConfigs} WHERE is_active)`,
    );
  }
  async function getActive(): Promise<VoiceConfig> {
    const rows = await db
      .select(COLUMNS)
      .from(voiceConfigs)
      .where(eq(voiceConfigs.isActive, true))
      .orderBy(desc(voiceConfigs.updatedAt))
      .limit(1);
    return rows[0] ? tidy(rows[0]) : { ...VOICE_DEFAULTS };
  }
  /**
   * Saves the settings. `writer` is the transaction that also writes the
   * audit entry (decision 022); the caller then makes sure of the row first
   * (ensureDefault), since nothing outside the transaction may run inside it.
   */
  async function update(input: VoiceConfig, writer?: Pick<typeof db, "update">): Promise<VoiceConfig> {
    // Stored at slider precision: a value like 1e-300 is in range but underflows a real column.
    const config = tidy(input);
    if (!writer) await ensureDefault();
    const rows = await (writer ?? db)
      .update(voiceConfigs)
      .set({ ...columnsOf(config), updatedAt: sql`now()` })
      .where(eq(voiceConfigs.isActive, true))
      .returning(COLUMNS);
    return tidy(rows[0] ?? config);
  }
  return { ensureDefault, getActive, update };
}

export type VoiceConfigService = ReturnType<typeof createVoiceConfigService>;
