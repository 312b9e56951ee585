import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { parseSse } from "#tests/helpers/sse";
import type { ChatDone } from "#shared/schemas/chat";

type Turn = { role: "user" | "assistant"; content: string };
const user = (content: string): Turn => ({ role: "user", content });

describe.each(ENGINES)("the youth line for a young writer in crisis on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000", COUNTRY_HEADER: "x-country" });
  });
  afterAll(() => t.close());

  async function chat(messages: Turn[], lang: "de" | "en" = "de", headers: Record<string, string> = {}): Promise<ChatDone> {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json", ...headers },
      payload: { persona: "demo", lang, messages },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const ids = (done: ChatDone) => done.resources.map((r) => r.id);

  test("a young writer's crisis answer and help name Nummer gegen Kummer first", async () => {
    const done = await chat([user("Ich bin 14 und will nicht mehr leben.")]);
    expect(done).toMatchObject({ crisis: true, risk: "suicidal" });
    expect(ids(done)[0]).toBe("de-nummer-gegen-kummer");
    // The panel shows its hours and does not promise help around the clock above it.
    expect(done.resources[0]).toMatchObject({
      audience: "young",
      note: "Montag bis Samstag 14 bis 20 Uhr, kostenlos und anonym",
    });
    // The other lines stay.
    expect(ids(done)).toContain("de-telefonseelsorge");
    expect(done.reply.indexOf("116 111")).toBeGreaterThan(0);
    expect(done.reply.indexOf("116 111")).toBeLessThan(done.reply.indexOf("0800 111 0 111"));
    expect(done.reply).toContain("Montag bis Samstag 14 bis 20 Uhr");
    expect(done.reply).not.toContain("rund um die Uhr:");
  });

  test("in acute danger 112 stays first, the youth line comes next, in the announcement too", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      payload: {
        persona: "demo",
        lang: "de",
        messages: [
          user("Ich bin in der 8. Klasse und alle lachen über mich."),
          { role: "assistant", content: "Das klingt sehr verletzend." },
          user("Ich habe gerade alle meine Schlaftabletten geschluckt."),
        ],
      },
    });
    const events = parseSse(res.body);
    const crisis = events.find((e) => e.event === "crisis")!.data as ChatDone;
    expect(crisis.resources.slice(0, 2).map((r) => r.id)).toEqual(["de-emergency", "de-nummer-gegen-kummer"]);
    const done = events.at(-1)!.data as ChatDone;
    expect(done).toMatchObject({ crisis: true, risk: "acute" });
    expect(ids(done).slice(0, 2)).toEqual(["de-emergency", "de-nummer-gegen-kummer"]);
    expect(done.reply.indexOf("112")).toBeLessThan(done.reply.indexOf("116 111"));
  });

  test("the visitor's country decides the youth line: Rat auf Draht in Austria", async () => {
    const done = await chat([user("Meine Eltern erlauben mir gar nichts, ich will nicht mehr leben.")], "de", {
      "x-country": "AT",
    });
    expect(ids(done)[0]).toBe("at-rat-auf-draht");
    expect(done.resources[0]!.phones).toEqual(["147"]);
  });

  test("an English-speaking young writer gets the youth line first as well", async () => {
    const done = await chat([user("I'm 15 and I want to kill myself.")], "en");
    expect(done.crisis).toBe(true);
    expect(ids(done)[0]).toBe("de-nummer-gegen-kummer");
  });

  test.each([
    ["an adult", "Ich bin 45 und will nicht mehr leben."],
    ["an employer", "Ich habe 14 Mitarbeiter und will nicht mehr leben."],
  ])("%s's crisis answer names no youth line", async (_who, text) => {
    const done = await chat([user(text)]);
    expect(done.crisis).toBe(true);
    expect(ids(done)[0]).toBe("de-telefonseelsorge");
    expect(ids(done)).not.toContain("de-nummer-gegen-kummer");
    expect(done.reply).not.toContain("116 111");
  });

  test("a parent worried about their son is not a young writer", async () => {
    const done = await chat([user("Mein Sohn ist 15 und hat gesagt, dass er sich umbringen will.")]);
    expect(ids(done)).not.toContain("de-nummer-gegen-kummer");
  });
});
