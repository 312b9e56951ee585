import createClient from "openapi-fetch";
import { expect, test } from "vitest";
import { formatSse } from "#shared/sse";
import type { paths } from "../../lib/api/schema";
import { ChatRefusedError, ChatStreamCutError, streamChat } from "./chat-stream";

/** A client whose server answers every request with `answer`; `sent` keeps what it was asked. */
function server(answer: () => Response) {
  const sent: Request[] = [];
  const api = createClient<paths>({
    baseUrl: "http://localhost",
    fetch: async (request) => {
      sent.push(request);
      return answer();
    },
  });
  return { api, sent };
}

const sse = (...events: [string, unknown][]) =>
  new Response(events.map(([event, data]) => formatSse(event, data)).join(""), {
    headers: { "content-type": "text/event-stream" },
  });

async function events(api: ReturnType<typeof server>["api"]) {
  const got: unknown[] = [];
  for await (const e of streamChat(api, { messages: [{ role: "user", content: "Hallo" }] }, new AbortController().signal))
    got.push(e);
  return got;
}

test("the answer's events arrive checked, until done; other names are skipped, an audio piece gets its defaults", async () => {
  const done = {
    reply: "Hi.",
    conversationId: "00000000-0000-4000-8000-000000000001",
    sources: [],
    crisis: false,
    risk: null,
    careful: false,
    grade: "none",
    help: "none",
    resources: [],
  };
  const { api, sent } = server(() =>
    sse(
      ["text", { delta: "Hi." }],
      ["news", { any: 1 }],
      ["audio", { seq: 0, mime: "audio/wav", base64: "", pitch: 1 }],
      ["done", done],
      ["text", { delta: "after the end" }],
    ),
  );
  expect(await events(api)).toEqual([
    { event: "text", data: { delta: "Hi." } },
    { event: "audio", data: { seq: 0, part: 0, last: true, mime: "audio/wav", base64: "", pitch: 1, speed: 1, rate: 1 } },
    { event: "done", data: done },
  ]);
  expect(sent[0]!.headers.get("accept")).toBe("text/event-stream");
  expect(await sent[0]!.json()).toEqual({ messages: [{ role: "user", content: "Hallo" }] });
});

test("a refusal comes with the server's error; a stream that breaks off or carries odd data fails", async () => {
  const refused = server(() => Response.json({ error: "Zu schnell.", code: "rate-limited" }, { status: 429 }));
  const err = await events(refused.api).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ChatRefusedError);
  expect(err).toMatchObject({ status: 429, body: { error: "Zu schnell.", code: "rate-limited" } });

  await expect(events(server(() => sse(["text", { delta: "Hal" }])).api)).rejects.toBeInstanceOf(ChatStreamCutError);
  await expect(events(server(() => sse(["text", { delta: 5 }])).api)).rejects.toThrow();
  await expect(events(server(() => sse(["error", { message: "?", code: "no-such-code" }])).api)).rejects.toThrow();
});
