import { expect, test } from "vitest";
import { SseParser } from "./sse";

test("events split across chunks anywhere are reassembled", () => {
  const body = 'event: text\ndata: {"delta":"Hal"}\n\nevent: text\r\ndata: {"delta":"lo"}\r\n\r\n: comment\n\nevent: done\ndata: {"a":\ndata: 1}\n\n';
  for (let cut = 1; cut < body.length; cut += 7) {
    const p = new SseParser();
    const events = [...p.push(body.slice(0, cut)), ...p.push(body.slice(cut))];
    expect(events).toEqual([
      { event: "text", data: '{"delta":"Hal"}' },
      { event: "text", data: '{"delta":"lo"}' },
      { event: "done", data: '{"a":\n1}' },
    ]);
  }
});
