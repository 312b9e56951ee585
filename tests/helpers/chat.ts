import { expect } from "vitest";
import type { ChatDone } from "#shared/schemas/chat";
import type { TestApp } from "./app";

/** A visitor chatting with a test app through /api/chat (JSON answers), as the safety tests do. */

export type Turn = { role: "user" | "assistant"; content: string };
export const user = (content: string): Turn => ({ role: "user", content });

export async function chatJson(
  t: TestApp,
  messages: Turn[],
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<ChatDone> {
  // One browser per test app: it keeps the visitor cookie, which alone lets it continue its conversations.
  const cookie = visitorCookies.get(t);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/chat",
    headers: { accept: "application/json", ...(cookie ? { cookie } : {}), ...headers },
    payload: { persona: "demo", messages, ...extra },
  });
  expect(res.statusCode).toBe(200);
  const given = res.cookies.find((c) => c.name === "mc_visitor");
  if (given) visitorCookies.set(t, `${given.name}=${given.value}`);
  return res.json();
}
const visitorCookies = new WeakMap<TestApp, string>();

/** A conversation with the server's record: each message sent with the history and the conversation id. */
export async function converse(t: TestApp, messages: string[], lang: "de" | "en" = "de"): Promise<ChatDone[]> {
  const history: Turn[] = [];
  const answers: ChatDone[] = [];
  let conversationId: string | undefined;
  for (const text of messages) {
    history.push(user(text));
    const done = await chatJson(t, history, { lang, ...(conversationId ? { conversationId } : {}) });
    conversationId = done.conversationId;
    history.push({ role: "assistant", content: done.reply });
    answers.push(done);
  }
  return answers;
}
