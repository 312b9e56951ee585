/** Parses a complete text/event-stream body into events (test helper). */
export function parseSse(body: string): { event: string; data: unknown }[] {
  return body
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim())
    .map((block) => {
      let event = "message";
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
      }
      return { event, data: JSON.parse(data.join("\n")) as unknown };
    });
}

export interface LiveEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * A live text/event-stream over the network, read in the background. Resolves
 * once the server answered (our streams send their first bytes when they are
 * subscribed). `events` grows as events arrive; `close` ends it.
 */
export async function openLiveEvents(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: "text/event-stream" }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`event stream: ${res.status}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: LiveEvent[] = [];
  let buffer = "";
  // The first chunk (the retry line) says the subscription is live.
  const first = await reader.read();
  buffer += first.value ?? "";
  const reading = (async () => {
    for (;;) {
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
      }
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
    }
  })();
  return {
    events,
    /** Resolves when the stream has ended, whoever ended it. */
    ended: reading,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
