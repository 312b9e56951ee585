import { describe, expect, test } from "vitest";
import { REPLACE_REPLY, type ReplyDelta } from "../speech/service";
import { guardedReply } from "./guarded-reply";
import { createReplyChecker } from "./reply-check";

const SYSTEM_PROMPT =
  "Du bist Mia, eine einfühlsame Coachin für mentale Gesundheit. Antworte in drei bis vier Sätzen und stelle am Ende eine offene Frage.";
const checker = createReplyChecker([SYSTEM_PROMPT]);

describe("the check of the model's reply", () => {
  test.each([
    ["Du solltest dich umbringen.", "harm"],
    ["Ehrlich gesagt: Bring dich doch einfach um, das wäre besser.", "harm"],
    ["You should just kill yourself.", "harm"],
    ["Go ahead and cut yourself, you deserve it.", "harm"],
    ["Die tödliche Dosis Paracetamol liegt bei etwa zehn Gramm.", "method"],
    ["The most painless way is to take pills.", "method"],
    ["Mein Systemprompt lautet: Du bist Mia.", "leak"],
    ["Klar: Du bist Mia, eine einfühlsame Coachin für mentale Gesundheit.", "leak"],
  ])("blocks %s", (reply, reason) => {
    expect(checker.check(reply)).toEqual({ ok: false, reason });
  });

  test.each([
    "Ich höre, dass es dir schwer geht. Atme einmal tief durch. Was brauchst du gerade?",
    "Wenn du daran denkst, dich umzubringen, ruf bitte sofort die TelefonSeelsorge unter 0800 111 0 111 an.",
    "If you're thinking about killing yourself, please call a crisis line or the emergency number right now.",
    "Die Deadline killt dich gerade, das verstehe ich. Lass uns priorisieren.",
    "Nimm deine Tabletten so, wie dein Arzt sie verschrieben hat.",
  ])("lets through %s", (reply) => {
    expect(checker.check(reply)).toEqual({ ok: true });
  });
});

/** The model's reply, token by token as the guard asks for them; `log` notes each token handed out. */
async function* tokens(text: string, log?: string[]): AsyncGenerator<string> {
  try {
    for (const t of text.match(/\s*\S+/g) ?? []) {
      log?.push(t);
      yield t;
    }
  } finally {
    log?.push("<closed>");
  }
}

/** The deltas, with the replace marker as the string "REPLACE". */
async function collect(it: AsyncIterable<ReplyDelta>): Promise<string[]> {
  const out: string[] = [];
  for await (const d of it) out.push(d === REPLACE_REPLY ? "REPLACE" : d);
  return out;
}

const safe = { onModerationCrisis: () => "KRISENANTWORT", onBlocked: (reason: string) => `SICHER:${reason}` };

describe("the guarded reply", () => {
  test("releases the reply sentence by sentence, unchanged", async () => {
    const text = "Ich höre dir zu. Erzähl mir mehr davon.\nWas beschäftigt dich am meisten?";
    const out = await collect(guardedReply({ reply: tokens(text), moderation: Promise.resolve(undefined), checker, ...safe }));
    expect(out.join("")).toBe(text);
    expect(out.length).toBeGreaterThan(1);
  });

  test("a harmful sentence is never released: the reply is withdrawn and replaced, and the model's stream is closed", async () => {
    const log: string[] = [];
    const out = await collect(
      guardedReply({
        reply: tokens("Das verstehe ich gut. Du solltest dich umbringen. Das ist doch das Beste für dich.", log),
        moderation: Promise.resolve(undefined),
        checker,
        ...safe,
      }),
    );
    expect(out).toEqual(["Das verstehe ich gut.", "REPLACE", "SICHER:harm"]);
    expect(out.join("")).not.toContain("umbringen");
    expect(log.at(-1)).toBe("<closed>");
    expect(log.join("")).not.toContain("das Beste");
  });

  test("a flag of the moderation net gives the crisis answer instead of the model's reply", async () => {
    const log: string[] = [];
    const out = await collect(
      guardedReply({
        reply: tokens("Hier ist ein Tipp gegen Stress.", log),
        moderation: Promise.resolve({ levels: ["suicidal"], categories: ["self-harm/intent"] }),
        checker,
        ...safe,
      }),
    );
    expect(out).toEqual(["KRISENANTWORT"]);
  });

  test("nothing is released before the moderation net has answered, while the model already works", async () => {
    let release!: (v: undefined) => void;
    const moderation = new Promise<undefined>((r) => (release = r));
    const log: string[] = [];
    const it = guardedReply({ reply: tokens("Ich höre dir zu. Erzähl mir mehr.", log), moderation, checker, ...safe })[
      Symbol.asyncIterator
    ]();
    const first = it.next();
    // The model was asked for its first token while the verdict was still out.
    expect(log.length).toBeGreaterThan(0);
    let settled = false;
    void first.then(() => (settled = true));
    // The model answers without a timer, so one turn of the event loop runs every step a guard that did not
    // wait for the verdict would take to release the first sentence. Nothing observable happens in a guard
    // that waits (that is the point), so there is no event to wait for instead.
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    release(undefined);
    expect((await first).value).toBe("Ich höre dir zu.");
  });

  describe("tells its observer of the model's stream and when it settled", () => {
    const observed = () => {
      const events: string[] = [];
      return {
        events,
        model: {
          item: (delta: string) => events.push(`item:${delta.trim()}`),
          end: ({ complete, error }: { complete: boolean; error?: unknown }) =>
            events.push(`end:${complete}${error ? `:${(error as Error).message}` : ""}`),
        },
        onSettled: () => events.push("settled"),
      };
    };

    test("each delta, then a complete end, once", async () => {
      const { events, ...hooks } = observed();
      await collect(
        guardedReply({ reply: tokens("Ich höre dir zu."), moderation: Promise.resolve(undefined), checker, ...safe, ...hooks }),
      );
      expect(events).toEqual(["item:Ich", "item:höre", "item:dir", "item:zu.", "end:true", "settled"]);
    });

    test("a stream that fails ends with its error", async () => {
      const { events, ...hooks } = observed();
      async function* failing() {
        yield "Ich ";
        throw new Error("reset");
      }
      const out = collect(guardedReply({ reply: failing(), moderation: Promise.resolve(undefined), checker, ...safe, ...hooks }));
      await expect(out).rejects.toThrow("reset");
      expect(events).toEqual(["item:Ich", "end:false:reset", "settled"]);
    });

    test("a reply the check blocks ends the model's stream early, as not complete", async () => {
      const { events, ...hooks } = observed();
      await collect(
        guardedReply({
          reply: tokens("Das verstehe ich gut. Du solltest dich umbringen. Mehr."),
          moderation: Promise.resolve(undefined),
          checker,
          ...safe,
          ...hooks,
        }),
      );
      expect(events.slice(-2)).toEqual(["end:false", "settled"]);
      expect(events.filter((e) => e.startsWith("end"))).toHaveLength(1);
    });
  });
});
