/**
 * The whole server in process for the voice benchmarks (bench/first-audio.ts,
 * bench/hands-free.ts): the fake OpenAI and ElevenLabs servers as providers,
 * PGlite under tests/.tmp, listening on a free loopback port.
 */
export async function startBenchApp(options: { openaiUrl: string; elevenLabsUrl: string; dataDir: string }) {
  const { buildApp } = await import("../src/server/app");
  const { openDatabase } = await import("../src/server/db/client");
  const { loadEnv } = await import("../src/server/env");
  const { runStartupTasks } = await import("../src/server/startup");
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    OPENAI_API_KEY: "sk-bench-000000000000",
    OPENAI_BASE_URL: options.openaiUrl,
    ELEVENLABS_API_KEY: "el-test-key",
    ELEVENLABS_BASE_URL: options.elevenLabsUrl,
    ELEVENLABS_VOICE_ID: "bench-voice",
    CHAT_RATE_LIMIT_PER_MINUTE: "10000",
    DAILY_CHAT_CAP: "100000",
    DATA_DIR: options.dataDir,
  });
  const database = await openDatabase({});
  const { app, ctx } = await buildApp({ env, database, logger: false });
  try {
    await runStartupTasks(ctx);
    await app.listen({ port: 0, host: "127.0.0.1" });
  } catch (err) {
    await app.close();
    await database.close();
    throw err;
  }
  const address = app.server.address();
  return {
    base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Milliseconds from `start` until the chat's stream `res` sends its first audio event; the stream is then closed. */
export async function untilFirstAudio(res: Response, start: number): Promise<number> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`no audio event (status ${res.status})`);
    buffer += value;
    if (buffer.includes("event: audio\n")) {
      const ms = performance.now() - start;
      await reader.cancel();
      return ms;
    }
  }
}
