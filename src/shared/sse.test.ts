import { expect, test } from "vitest";
import { formatSse, SseParser } from "./sse";

test("events split across chunks anywhere are reassembled", () => {
  const body =
    'event: text\ndata: {"delta":"Hal"}\n\nevent: text\r\ndata: {"delta":"lo"}\r\n\r\n: comment\n\nevent: done\ndata: {"a":\ndata: 1}\n\n';
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

test("what formatSse writes, the parser reads back", () => {
  const data = { delta: 'Zeile eins\nZeile zwei: "zitiert"', n: 1 };
  const events = new SseParser().push(formatSse("text", data) + formatSse("done", {}));
  expect(events.map((e) => ({ event: e.event, data: JSON.parse(e.data) as unknown }))).toEqual([
    { event: "text", data },
    { event: "done", data: {} },
  ]);
});
