import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { HandoverDetail, HandoverSummary } from "#shared/api/live";
import type { TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { openLiveEvents, parseSse } from "#tests/helpers/sse";
import { auditEntries, goOnDuty as goOnDutyAs, liveVisitors, resetLive, startLiveApp } from "#tests/helpers/live";
import { waitFor } from "#tests/helpers/wait";
import { asksForPerson } from "./person-wish";

test("the wish for a person is read from the word list, in both languages, and not its negation", () => {
  expect(asksForPerson("Kann ich mit einem echten Menschen reden?", "de")).toBe(true);
  expect(asksForPerson("can I talk to a real person", "en")).toBe(true);
  expect(asksForPerson("Ich möchte mit einer Person aus eurem Team sprechen.", "de")).toBe(true);
  expect(asksForPerson("Mit einem Menschen sprechen", "de")).toBe(true);
  expect(asksForPerson("Talk to a person", "en")).toBe(true);
  expect(asksForPerson("Ich will nicht mit einem echten Menschen reden.", "de")).toBe(false);
  expect(asksForPerson("I don't want to talk to a real person.", "en")).toBe(false);
  expect(asksForPerson("Ich hatte Streit mit einer Kollegin und kann nicht schlafen.", "de")).toBe(false);
  expect(asksForPerson("Wie spreche ich mit meinem Chef über mehr Gehalt?", "de")).toBe(false);
});

describe.each(ENGINES)("a person behind the coach on %s", (engine) => {
  let t: TestApp;
  let owner: string;
  let editor: string;
  let base: string;
  let visitor: ReturnType<typeof liveVisitors>;
  beforeAll(async () => {
    ({ t, owner, editor, base } = await startLiveApp(engine));
    visitor = liveVisitors(t, "10.7.0");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test starts with nobody on duty, no open handover and the default setting.
    await resetLive(t);
  });

  const goOnDuty = (cookie: string, name: string, onDuty = true) => goOnDutyAs(t, cookie, name, onDuty);
  const accept = (id: string, cookie: string) =>
    t.app.inject({ method: "POST", url: `/api/live/handovers/${id}/accept`, headers: { cookie } });
  const audit = (n = 10) => auditEntries(t, owner, n);
  const count = async (sql: string, params: unknown[] = []) => (await t.db.database.query<{ n: number }>(sql, params))[0]!.n;

  test("a crisis answer offers a person only while someone is on duty, and nothing is shared before the visitor agrees", async () => {
    const alone = visitor();
    const first = await alone.say("Ich will mich umbringen.");
    expect(first.crisis).toBe(true);
    expect(first.person).toEqual({ available: false, offer: false, held: false });

    expect((await goOnDuty(editor, "Sam")).statusCode).toBe(200);
    const v = visitor();
    const done = await v.say("Ich will mich umbringen.");
    expect(done.crisis).toBe(true);
    expect(done.person).toEqual({ available: true, offer: true, held: false });
    // The offer is a question on the page: no handover, no text and no alert until the visitor says yes.
    expect(await count("SELECT count(*)::int AS n FROM live_handovers WHERE conversation_id = $1", [v.conversationId])).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM live_messages")).toBe(0);
    // A request without the visitor's yes is refused, and stores nothing either.
    const refused = await v.handover({ consent: false });
    expect(refused.statusCode).toBe(400);
    expect(await count("SELECT count(*)::int AS n FROM live_handovers WHERE conversation_id = $1", [v.conversationId])).toBe(0);
    // Another browser cannot hand this conversation over.
    const stranger = await t.app.inject({
      method: "POST",
      url: "/api/live/handovers",
      payload: { conversationId: v.conversationId, consent: true, messages: [], lang: "de" },
    });
    expect(stranger.statusCode).toBe(403);
  });

  test("the visitor's yes alerts every console; an editor takes over, writes, the coach stays silent and the check still runs", async () => {
    await goOnDuty(editor, "Sam");
    const consoleStream = await openLiveEvents(`${base}/api/live/events`, owner);
    const editorStream = await openLiveEvents(`${base}/api/live/events`, editor);
    try {
      const v = visitor();
      await v.say("Ich will mich umbringen, Sie erreichen mich unter max.mustermann@example.com.");
      const res = await v.handover();
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: string; timeoutSeconds: number }>();
      expect(res.json<{ timeoutSeconds: number }>().timeoutSeconds).toBe(60);
      // The alert reaches both consoles, without any text.
      for (const s of [consoleStream, editorStream])
        await waitFor(
          async () => s.events,
          (es) => es.some((e) => e.event === "handover" && e.data.id === id && e.data.status === "waiting"),
        );
      const alert = consoleStream.events.find((e) => e.event === "handover")!;
      expect(alert.data).toMatchObject({ reason: "crisis", risk: "suicidal", heldBy: null });
      expect(JSON.stringify(consoleStream.events)).not.toContain("umbringen");

      // Only someone on duty may accept: the owner is not.
      expect((await accept(id, owner)).statusCode).toBe(409);
      // Nobody reads the text before taking over.
      expect((await t.app.inject({ url: `/api/live/handovers/${id}`, headers: { cookie: editor } })).statusCode).toBe(404);
      const visitorStream = await openLiveEvents(`${base}/api/live/handovers/${id}/events`, v.cookie);
      const taken = await accept(id, editor);
      expect(taken.statusCode).toBe(200);
      expect(taken.json<HandoverSummary>()).toMatchObject({ status: "held", operatorName: "Sam" });
      // A second click (or a second operator) finds it taken.
      expect((await accept(id, editor)).statusCode).toBe(409);
      await waitFor(
        async () => visitorStream.events,
        (es) => es.some((e) => e.event === "status" && e.data.status === "held" && e.data.name === "Sam"),
      );

      // The conversation as it stands, identifiers replaced (decision 041).
      const detail = (
        await t.app.inject({ url: `/api/live/handovers/${id}`, headers: { cookie: editor } })
      ).json<HandoverDetail>();
      expect(detail.messages.map((m) => m.author)).toEqual(["visitor", "coach"]);
      expect(detail.messages[0]!.text).toContain("umbringen");
      expect(detail.messages[0]!.text).not.toContain("max.mustermann@example.com");
      // The owner, who does not hold it, still cannot read it.
      expect((await t.app.inject({ url: `/api/live/handovers/${id}`, headers: { cookie: owner } })).statusCode).toBe(404);

      const wrote = await t.app.inject({
        method: "POST",
        url: `/api/live/handovers/${id}/messages`,
        headers: { cookie: editor },
        payload: { text: "Hallo, ich bin Sam. Ich lese mit und bin jetzt da." },
      });
      expect(wrote.statusCode).toBe(201);
      await waitFor(
        async () => visitorStream.events,
        (es) => es.some((e) => e.event === "message" && e.data.text === "Hallo, ich bin Sam. Ich lese mit und bin jetzt da."),
      );
      // Nobody else may write into it.
      const other = await t.app.inject({
        method: "POST",
        url: `/api/live/handovers/${id}/messages`,
        headers: { cookie: owner },
        payload: { text: "Hallo" },
      });
      expect(other.statusCode).toBe(409);
      // A malformed id is not found, like an unknown one; an empty message is bad input.
      const malformed = await t.app.inject({
        method: "POST",
        url: "/api/live/handovers/kein-handover/messages",
        headers: { cookie: editor },
        payload: { text: "Hallo" },
      });
      expect(malformed.statusCode).toBe(404);
      expect(malformed.json()).toMatchObject({ code: "live-not-found" });
      const empty = await t.app.inject({
        method: "POST",
        url: `/api/live/handovers/${id}/messages`,
        headers: { cookie: editor },
        payload: { text: "" },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: "invalid-input" });

      // The coach is silent while a person holds the conversation ...
      const quiet = await v.say("Danke, dass du da bist.");
      expect(quiet.reply).toBe("");
      expect(quiet.person).toMatchObject({ held: true });
      // ... and the crisis check still runs: the help is named, and the person sees the level.
      const checked = await v.say("Ich habe die Tabletten schon genommen.");
      expect(checked.reply).toBe("");
      expect(checked.crisis).toBe(true);
      expect(checked.resources.length).toBeGreaterThan(0);
      await waitFor(
        async () => editorStream.events,
        (es) => es.some((e) => e.event === "message" && (e.data.message as { risk: string | null }).risk === "acute"),
      );
      // The owner's console hears of no text.
      expect(consoleStream.events.filter((e) => e.event === "message")).toEqual([]);

      // Handed back: the text goes, the coach answers again.
      const back = await t.app.inject({ method: "POST", url: `/api/live/handovers/${id}/return`, headers: { cookie: editor } });
      expect(back.statusCode).toBe(200);
      await waitFor(
        async () => visitorStream.events,
        (es) => es.some((e) => e.event === "status" && e.data.status === "returned"),
      );
      expect(await count("SELECT count(*)::int AS n FROM live_messages WHERE handover_id = $1", [id])).toBe(0);
      const again = await v.say("Okay.");
      expect(again.reply).not.toBe("");
      expect(again.person).toMatchObject({ held: false });
      await visitorStream.close();

      // Every step is in the audit log, in order, with who did it.
      const entries = (await audit(20))
        .filter((e) => e.action.startsWith("live."))
        .slice(0, 3)
        .reverse();
      expect(entries.map((e) => e.action)).toEqual(["live.escalate", "live.takeover", "live.handback"]);
      expect(entries[0]).toMatchObject({
        account: { id: null, email: "visitor" },
        details: { reason: "crisis", risk: "suicidal" },
      });
      expect(entries[1]).toMatchObject({ account: { email: "editor@example.com" }, target: { id } });
      expect(entries[1]!.details.seconds).toBeGreaterThanOrEqual(0);
      expect(JSON.stringify(entries)).not.toContain("umbringen");
    } finally {
      await consoleStream.close();
      await editorStream.close();
    }
  });

  test("asking in words: with nobody on duty the visitor is told so and given the numbers; with someone, asked", async () => {
    const v = visitor();
    const nobody = await v.say("Kann ich mit einem echten Menschen reden?");
    expect(nobody.reply).toContain("niemand aus unserem Team");
    expect(nobody.help).toBe("open");
    expect(nobody.resources.some((r) => r.phones.length > 0)).toBe(true);
    expect(nobody.person).toEqual({ available: false, offer: false, held: false });
    expect((await t.app.inject({ url: "/api/live/available" })).json()).toEqual({ available: false });
    // Nobody on duty: the handover is refused.
    expect((await v.handover()).statusCode).toBe(409);

    await goOnDuty(owner, "Alex");
    expect((await t.app.inject({ url: "/api/live/available" })).json()).toEqual({ available: true });
    const asked = await visitor().say("can I talk to a real person", "en");
    expect(asked.person).toEqual({ available: true, offer: true, held: false });
    expect(asked.reply).toContain("person from our team");
  });

  test("nobody accepts in time: the handover is missed, the visitor told, the text gone and the server's entry written", async () => {
    await goOnDuty(editor, "Sam");
    const set = await t.app.inject({
      method: "PUT",
      url: "/api/settings/live",
      headers: { cookie: owner },
      payload: { levels: ["suicidal"], timeoutSeconds: 5 },
    });
    expect(set.statusCode).toBe(200);
    const v = visitor();
    await v.say("Kann ich mit einem echten Menschen reden?");
    const res = await v.handover();
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const stream = await openLiveEvents(`${base}/api/live/handovers/${id}/events`, v.cookie);
    try {
      await waitFor(
        async () => stream.events,
        (es) => es.some((e) => e.event === "status" && e.data.status === "missed"),
        15_000,
      );
      // With the lines where a person listens around the clock.
      const missed = stream.events.find((e) => e.data.status === "missed")!;
      expect((missed.data.resources as { phones: string[] }[]).some((r) => r.phones.length > 0)).toBe(true);
    } finally {
      await stream.close();
    }
    expect((await accept(id, editor)).statusCode).toBe(409);
    expect(await count("SELECT count(*)::int AS n FROM live_messages WHERE handover_id = $1", [id])).toBe(0);
    const entry = (await audit(5)).find((e) => e.action === "live.missed");
    expect(entry).toMatchObject({ account: { id: null, email: "system" }, target: { id } });
  }, 20_000);

  test("roles: the owner sets when a person is offered; editors go on duty and take over, but may not change the setting", async () => {
    const put = (cookie: string, body: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: "/api/settings/live", headers: { cookie }, payload: body });
    expect((await put(editor, { levels: ["acute"], timeoutSeconds: 30 })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/settings/live", headers: { cookie: editor } })).json()).toEqual({
      levels: ["acute", "suicidal", "self-harm"],
      timeoutSeconds: 60,
    });
    expect((await put(owner, { levels: ["acute"], timeoutSeconds: 2 })).statusCode).toBe(422);
    const saved = await put(owner, { levels: ["acute"], timeoutSeconds: 30 });
    expect(saved.json()).toEqual({ levels: ["acute"], timeoutSeconds: 30 });
    expect((await audit(1))[0]).toMatchObject({ action: "live.settings", details: { changed: ["levels", "timeoutSeconds"] } });
    // Without a session, nothing of the console answers.
    expect((await t.app.inject({ url: "/api/live/handovers" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/live/duty", payload: { onDuty: true, name: "X" } })).statusCode).toBe(
      401,
    );

    // Only the chosen levels offer a person: suicidal thoughts no longer do, an acute danger does.
    await goOnDuty(editor, "Sam");
    expect((await visitor().say("Ich will mich umbringen.")).person?.offer).toBe(false);
    expect((await visitor().say("Ich habe gerade alle Tabletten genommen, um zu sterben.")).person?.offer).toBe(true);
    // Going off duty is recorded, and the button goes.
    expect((await goOnDuty(editor, "Sam", false)).json()).toMatchObject({ onDuty: false, onDutyCount: 0 });
    expect((await audit(1))[0]).toMatchObject({ action: "live.duty", details: { onDuty: false } });
  });

  test("the person ends the conversation: the visitor's stream says so and the record has it", async () => {
    await goOnDuty(editor, "Sam");
    const v = visitor();
    await v.say("Kann ich mit einem echten Menschen reden?");
    const { id } = (await v.handover()).json<{ id: string }>();
    expect((await accept(id, editor)).statusCode).toBe(200);
    const stream = await openLiveEvents(`${base}/api/live/handovers/${id}/events`, v.cookie);
    try {
      // On connecting, where it stands.
      await waitFor(
        async () => stream.events,
        (es) => es.some((e) => e.event === "status" && e.data.status === "held" && e.data.name === "Sam"),
      );
      const ended = await t.app.inject({ method: "POST", url: `/api/live/handovers/${id}/end`, headers: { cookie: editor } });
      expect(ended.json<HandoverSummary>().status).toBe("ended");
      await waitFor(
        async () => stream.events,
        (es) => es.some((e) => e.event === "status" && e.data.status === "ended"),
      );
    } finally {
      await stream.close();
    }
    expect((await audit(1))[0]).toMatchObject({ action: "live.end", account: { email: "editor@example.com" } });
  });

  test("as a stream, a held turn carries the crisis check's help and an empty done, no text", async () => {
    await goOnDuty(editor, "Sam");
    const v = visitor();
    await v.say("Kann ich mit einem echten Menschen reden?");
    const { id } = (await v.handover()).json<{ id: string }>();
    expect((await accept(id, editor)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "text/event-stream", cookie: v.cookie },
      payload: {
        persona: "demo",
        messages: [{ role: "user", content: "Ich will mich umbringen." }],
        conversationId: v.conversationId,
      },
    });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(["crisis", "done"]);
    expect(events[1]!.data).toMatchObject({ reply: "", crisis: true, person: { held: true } });
  });
});
