/**
 * The fake OpenAI server of tests/fakes in a process of its own, for
 * bench/load.ts: in the benchmark's process its event loop would share a
 * thread with the load generator and distort the latencies it measures.
 *
 * argv[2]: the script as JSON (reply, firstTokenDelayMs, tokensPerSecond).
 * Prints {"url"} as one JSON line once it listens; exits when stdin closes,
 * so it never outlives the benchmark.
 */
import { startFakeOpenAi, type FakeOpenAiScript } from "../tests/fakes/openai-server";

const script = JSON.parse(process.argv[2] ?? "{}") as Partial<FakeOpenAiScript>;
const fake = await startFakeOpenAi(script);
// The fake records every request for tests; under load that would only grow.
setInterval(() => {
  fake.requests.length = 0;
}, 1000).unref();
process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);

const stop = () => void fake.close().finally(() => process.exit(0));
process.stdin.on("end", stop);
process.stdin.on("close", stop);
process.stdin.resume();
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
