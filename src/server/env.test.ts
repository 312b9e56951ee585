import fs from "node:fs";
import { expect, test } from "vitest";
import { ENV_GROUPS, ENV_KEYS, envDoc, EnvError, envSchema, loadEnv, retentionClockShiftDays } from "./env";

test("defaults apply and empty strings count as unset", () => {
  const env = loadEnv({ PORT: "", MAX_UPLOAD_MB: "" });
  expect(env.PORT).toBe(3000);
  expect(env.MAX_UPLOAD_MB).toBe(50);
  expect(env.CHAT_MODEL).toBe("gpt-4-turbo-preview");
  expect(env.ELEVENLABS_MODEL).toBe("eleven_multilingual_v2");
  expect(env.DATABASE_URL).toBeUndefined();
});

test("every bad variable is listed at once", () => {
  try {
    loadEnv({ PORT: "abc", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "a@b.de" });
    expect.unreachable();
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    const problems = (err as EnvError).problems.join("\n");
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/ADMIN_PASSWORD/);
  }
});

test(".env.example lists every variable of the contract", () => {
  const example = fs.readFileSync(".env.example", "utf8");
  for (const key of ENV_KEYS) expect(example).toMatch(new RegExp(`^${key}=`, "m"));
});

test("every variable is documented and belongs to exactly one group", () => {
  const grouped = ENV_GROUPS.flatMap((group) => Object.keys(group.shape));
  expect(grouped.sort()).toEqual([...ENV_KEYS].sort());
  for (const [key, schema] of Object.entries(envSchema.shape)) expect(envDoc(schema)?.text, key).toBeTruthy();
});

test("TRUST_PROXY is false, a hop count or the proxies' addresses; bare true is refused with what to set", () => {
  expect(loadEnv({}).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,fd00::/8,loopback" }).TRUST_PROXY).toEqual([
    "10.0.0.0/8",
    "192.0.2.7",
    "fd00::/8",
    "loopback",
  ]);
  for (const bad of ["true", "TRUE", "yes"]) {
    try {
      loadEnv({ TRUST_PROXY: bad });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const problems = (err as EnvError).problems.join("\n");
      expect(problems).toMatch(/^TRUST_PROXY: .*choose its own address/);
      expect(problems).toContain("TRUST_PROXY=1 for one load balancer");
    }
  }
  for (const bad of ["10.0.0.0/33", "proxy.internal", "11"])
    expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
});

test("the budget's figures have defaults and refuse nonsense", () => {
  const env = loadEnv({});
  expect([env.CHAT_RATE_LIMIT_PER_MINUTE, env.DAILY_CHAT_CAP, env.TTS_CHARS_PER_CHAT, env.STT_KB_PER_CHAT]).toEqual([
    20, 2000, 200, 1024,
  ]);
  expect([env.TTS_CHARS_PER_CLIENT_PER_HOUR, env.STT_MB_PER_CLIENT_PER_HOUR]).toEqual([10_000, 20]);
  expect([env.STT_MAX_CONCURRENT, env.STT_MAX_CONCURRENT_PER_CLIENT, env.STT_UPLOAD_IDLE_MS]).toEqual([8, 2, 5000]);
  for (const [key, value] of [
    ["DAILY_CHAT_CAP", "0"],
    ["DAILY_CHAT_CAP", "3000000"],
    ["TTS_CHARS_PER_CHAT", "0"],
    ["STT_UPLOAD_IDLE_MS", "10"],
    ["STT_MAX_CONCURRENT", "x"],
  ] as const) {
    expect(() => loadEnv({ [key]: value }), `${key}=${value}`).toThrow(new RegExp(key));
  }
});

test("the retention clock shift applies only under NODE_ENV=test; production and development ignore it", () => {
  const shift = { TEST_RETENTION_CLOCK_SHIFT_DAYS: "31" };
  expect(retentionClockShiftDays(loadEnv({ ...shift, NODE_ENV: "test" }))).toBe(31);
  expect(retentionClockShiftDays(loadEnv({ ...shift, NODE_ENV: "production" }))).toBe(0);
  expect(retentionClockShiftDays(loadEnv({ ...shift, NODE_ENV: "development" }))).toBe(0);
  // Unset means production, and the variable alone does not change that.
  expect(retentionClockShiftDays(loadEnv(shift))).toBe(0);
  expect(retentionClockShiftDays(loadEnv({ NODE_ENV: "test" }))).toBe(0);
});
