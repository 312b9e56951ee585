import type { AddressInfo } from "node:net";
import type { AuditEntry, AuditPage } from "#shared/contracts/audit";
import type { ChatDone } from "#shared/schemas/chat";
import { createTestApp, loginCookie, type TestApp } from "./app";
import type { Engine } from "./db";
import { createOperator } from "./operators";

/** An app for the live tests, listening on loopback (for the event streams), with an owner's and an editor's cookie. */
export async function startLiveApp(engine: Engine): Promise<{ t: TestApp; owner: string; editor: string; base: string }> {
  const t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
  const owner = await loginCookie(t.app);
  const editor = await createOperator(t, "editor@example.com", "editor");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, owner, editor, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

/** Nobody on duty, no open handover, the default live settings and duty hours, transcripts off. */
export async function resetLive(t: TestApp): Promise<void> {
  await t.db.database.query("DELETE FROM live_duty");
  await t.db.database.query("UPDATE live_handovers SET status = 'ended' WHERE status IN ('waiting', 'held')");
  await t.db.database.query("DELETE FROM app_state WHERE key IN ('live', 'live-hours', 'transcripts')");
}

type Turn = { role: "user" | "assistant"; content: string };

/**
 * A visitor's browser for the live tests: its own address (`${subnet}.n`) and cookie, its
 * conversation so far; it chats with the demo persona and asks for a person.
 */
export function liveVisitors(t: TestApp, subnet: string) {
  let address = 0;
  return function visitor() {
    address += 1;
    const remoteAddress = `${subnet}.${address}`;
    let cookie: string | undefined;
    let conversationId: string | undefined;
    const log: Turn[] = [];
    return {
      get cookie() {
        return cookie!;
      },
      get conversationId() {
        return conversationId!;
      },
      log,
      async say(content: string, lang: "de" | "en" = "de", extra: Record<string, unknown> = {}): Promise<ChatDone> {
        log.push({ role: "user", content });
        const res = await t.app.inject({
          method: "POST",
          url: "/api/chat",
          remoteAddress,
          headers: { accept: "application/json", ...(cookie ? { cookie } : {}) },
          payload: { persona: "demo", messages: log.slice(-20), conversationId, lang, ...extra },
        });
        if (res.statusCode !== 200) throw new Error(`chat answered ${res.statusCode}: ${res.body}`);
        const given = res.cookies.find((c) => c.name === "mc_visitor");
        if (given) cookie = `${given.name}=${given.value}`;
        const done = res.json<ChatDone>();
        conversationId = done.conversationId;
        if (done.reply) log.push({ role: "assistant", content: done.reply });
        return done;
      },
      handover(extra: Record<string, unknown> = {}) {
        return t.app.inject({
          method: "POST",
          url: "/api/live/handovers",
          remoteAddress,
          headers: cookie ? { cookie } : {},
          payload: { conversationId, consent: true, messages: log, lang: "de", ...extra },
        });
      },
    };
  };
}

/** An operator goes on duty (or off) under a name. */
export const goOnDuty = (t: TestApp, cookie: string, name: string, onDuty = true) =>
  t.app.inject({ method: "PUT", url: "/api/live/duty", headers: { cookie }, payload: { onDuty, name } });

/** The newest audit entries, read as the owner. */
export const auditEntries = async (t: TestApp, owner: string, n = 10): Promise<AuditEntry[]> =>
  (await t.app.inject({ url: `/api/audit-log?limit=${n}`, headers: { cookie: owner } })).json<AuditPage>().entries;
