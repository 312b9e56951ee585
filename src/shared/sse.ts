/**
 * The text/event-stream wire format of our streams (the chat's answer, the
 * knowledge base's live list): `formatSse` writes one event, `SseParser`
 * reads them back. Every event carries one JSON value as its data.
 */
export interface SseEvent {
  event: string;
  data: string;
}

/** One event as it goes on the wire: its name, its data as JSON, a blank line. */
export function formatSse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Incremental parser for text/event-stream bodies read from fetch(): chunks
 * may split lines and events anywhere; CRLF and multi-line data are handled.
 */
export class SseParser {
  private buffer = "";

  push(chunk: string): SseEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, "\n");
    const events: SseEvent[] = [];
    let boundary = this.buffer.indexOf("\n\n");
    while (boundary !== -1) {
      const block = this.buffer.slice(0, boundary);
      this.buffer = this.buffer.slice(boundary + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
      if (data.length) events.push({ event, data: data.join("\n") });
      boundary = this.buffer.indexOf("\n\n");
    }
    return events;
  }
}
