import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { LiveHours } from "#shared/schemas/live-hours";
import type { TranscriptDetail } from "#shared/contracts/transcripts";
import type { TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { openLiveEvents } from "#tests/helpers/sse";
import { auditEntries, goOnDuty as goOnDutyAs, liveVisitors, resetLive, startLiveApp } from "#tests/helpers/live";
import { waitFor } from "#tests/helpers/wait";
import { withinHours } from "./duty-hours";

test("duty hours are read in the site's time zone, summer and winter, end exclusive", () => {
  const weekdays = [{ days: [1, 2, 3, 4, 5], from: "08:00", to: "17:00" }];
  // Monday 30 November 2026: Berlin is UTC+1.
  expect(withinHours(weekdays, "Europe/Berlin", new Date("2026-11-30T07:00:00Z"))).toBe(true);
  expect(withinHours(weekdays, "Europe/Berlin", new Date("2026-11-30T06:59:00Z"))).toBe(false);
  expect(withinHours(weekdays, "Europe/Berlin", new Date("2026-11-30T16:00:00Z"))).toBe(false);
  // Monday 6 July 2026: Berlin is UTC+2.
  expect(withinHours(weekdays, "Europe/Berlin", new Date("2026-07-06T06:30:00Z"))).toBe(true);
  expect(withinHours(weekdays, "Europe/Berlin", new Date("2026-07-06T15:30:00Z"))).toBe(false);
  // Sunday, and another time zone for the same instant.
  expect(withinHours(weekdays, "Europe/Berlin", new Date("2026-11-29T10:00:00Z"))).toBe(false);
  expect(withinHours(weekdays, "America/New_York", new Date("2026-11-30T07:00:00Z"))).toBe(false);
  expect(withinHours([{ days: [7], from: "00:00", to: "24:00" }], "Europe/Berlin", new Date("2026-11-29T22:59:00Z"))).toBe(true);
});

describe.each(ENGINES)("typing indicators, duty hours and transcripts of a handover on %s", (engine) => {
  let t: TestApp;
  let owner: string;
  let editor: string;
  let base: string;
  let visitor: ReturnType<typeof liveVisitors>;
  beforeAll(async () => {
    ({ t, owner, editor, base } = await startLiveApp(engine));
    visitor = liveVisitors(t, "10.8.0");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetLive(t);
    t.ctx.live.hours.clock = () => new Date();
  });

  const goOnDuty = (cookie: string, name: string) => goOnDutyAs(t, cookie, name);
  const audit = (n = 10) => auditEntries(t, owner, n);
  const typing = (id: string, cookie: string) =>
    t.app.inject({ method: "POST", url: `/api/live/handovers/${id}/typing`, headers: { cookie } });
  const visitorTyping = (id: string, cookie?: string) =>
    t.app.inject({ method: "POST", url: `/api/live/handovers/${id}/visitor-typing`, headers: cookie ? { cookie } : {} });

  test("typing reaches the other side only, throttled, without text", async () => {
    await goOnDuty(editor, "Sam");
    await goOnDuty(owner, "Olga");
    const v = visitor();
    await v.say("Ich schlafe seit Wochen schlecht.");
    const { id } = (await v.handover()).json<{ id: string }>();
    // Nobody holds it yet: nobody is typing to anyone.
    expect((await typing(id, editor)).statusCode).toBe(409);
    expect((await visitorTyping(id, v.cookie)).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/live/handovers/${id}/accept`, headers: { cookie: editor } })).statusCode,
    ).toBe(200);

    const visitorStream = await openLiveEvents(`${base}/api/live/handovers/${id}/events`, v.cookie);
    const editorStream = await openLiveEvents(`${base}/api/live/events`, editor);
    const ownerStream = await openLiveEvents(`${base}/api/live/events`, owner);
    try {
      // The person holding it types: the visitor sees the name, twice in a row is one event.
      expect((await typing(id, editor)).statusCode).toBe(204);
      expect((await typing(id, editor)).statusCode).toBe(204);
      // Another operator cannot pretend to type in it.
      expect((await typing(id, owner)).statusCode).toBe(409);
      const sent = await t.app.inject({
        method: "POST",
        url: `/api/live/handovers/${id}/messages`,
        headers: { cookie: editor },
        payload: { text: "Hallo, ich bin Sam." },
      });
      expect(sent.statusCode).toBe(201);
      const seen = await waitFor(
        async () => visitorStream.events,
        (es) => es.some((e) => e.event === "message"),
      );
      const typed = seen.filter((e) => e.event === "typing");
      expect(typed).toEqual([{ event: "typing", data: { name: "Sam" } }]);
      expect(seen.findIndex((e) => e.event === "typing")).toBeLessThan(seen.findIndex((e) => e.event === "message"));

      // The visitor types: only the holder's console hears it, with the handover's id and nothing else.
      expect((await visitorTyping(id)).statusCode).toBe(403);
      expect((await visitorTyping(id, v.cookie)).statusCode).toBe(204);
      expect((await visitorTyping(id, v.cookie)).statusCode).toBe(204);
      await v.say("Danke, das tut gut.");
      const mine = await waitFor(
        async () => editorStream.events,
        (es) => es.some((e) => e.event === "message"),
      );
      expect(mine.filter((e) => e.event === "typing")).toEqual([{ event: "typing", data: { handoverId: id } }]);
      // A marker after everything above: once the owner's stream has it, it has had all before it.
      await goOnDuty(owner, "Olga");
      await waitFor(
        async () => ownerStream.events,
        (es) => es.some((e) => e.event === "duty"),
      );
      expect(ownerStream.events.some((e) => e.event === "typing" || e.event === "message")).toBe(false);
      expect(JSON.stringify(editorStream.events.filter((e) => e.event === "typing"))).not.toContain("Danke");
    } finally {
      await Promise.all([visitorStream.close(), editorStream.close(), ownerStream.close()]);
    }
  });

  test("outside a persona's duty hours nobody is offered, even with someone on duty; owner only, audited", async () => {
    await goOnDuty(editor, "Sam");
    const hours = (await t.app.inject({ url: "/api/settings/live/hours", headers: { cookie: editor } })).json<LiveHours>();
    expect(hours.timeZone).toBe("Europe/Berlin");
    const persona = hours.personas[0]!;
    expect(persona).toMatchObject({ windows: null, open: true });
    const body = {
      timeZone: "Europe/Berlin",
      personas: [{ id: persona.id, windows: [{ days: [1, 2, 3, 4, 5], from: "08:00", to: "17:00" }] }],
    };
    const put = (cookie: string, payload: unknown) =>
      t.app.inject({ method: "PUT", url: "/api/settings/live/hours", headers: { cookie }, payload: payload as object });
    expect((await put(editor, body)).statusCode).toBe(403);
    const bad = await put(owner, {
      ...body,
      personas: [{ id: persona.id, windows: [{ days: [1], from: "17:00", to: "08:00" }] }],
    });
    expect(bad.statusCode).toBe(422);
    expect((await put(owner, { ...body, timeZone: "Mars/Olympus" })).statusCode).toBe(422);

    // Monday 09:00 in Berlin.
    t.ctx.live.hours.clock = () => new Date("2026-11-30T08:00:00Z");
    const saved = await put(owner, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<LiveHours>().personas[0]).toMatchObject({ open: true, windows: body.personas[0]!.windows });
    expect((await audit(1))[0]).toMatchObject({ action: "live.hours", details: { changed: [persona.name] } });
    expect((await t.app.inject({ url: "/api/live/available?persona=demo" })).json()).toEqual({ available: true });
    const inside = visitor();
    expect((await inside.say("Kann ich mit einem echten Menschen reden?")).person).toMatchObject({
      available: true,
      offer: true,
    });

    // Monday 17:30 in Berlin: someone forgot to go off duty, and still nobody is offered.
    t.ctx.live.hours.clock = () => new Date("2026-11-30T16:30:00Z");
    expect((await t.app.inject({ url: "/api/live/available?persona=demo" })).json()).toEqual({ available: false });
    expect(
      (await t.app.inject({ url: "/api/settings/live/hours", headers: { cookie: owner } })).json<LiveHours>().personas[0],
    ).toMatchObject({ open: false });
    const outside = visitor();
    const done = await outside.say("Kann ich mit einem echten Menschen reden?");
    expect(done.person).toMatchObject({ available: false, offer: false });
    expect(done.reply).toContain("Gerade ist leider niemand");
    const refused = await outside.handover();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe("live-nobody-on-duty");
    // The one asked inside the hours finds nobody now either.
    expect((await inside.handover()).statusCode).toBe(409);

    // Back to always: null windows.
    await put(owner, { timeZone: "Europe/Berlin", personas: [{ id: persona.id, windows: null }] });
    expect((await t.app.inject({ url: "/api/live/available?persona=demo" })).json()).toEqual({ available: true });
  });

  test("an opted-in transcript keeps what the person wrote, marked as theirs; withdrawn, it keeps nothing more", async () => {
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/settings/transcripts",
      headers: { cookie: owner },
      payload: { enabled: true, retentionDays: 30 },
    });
    expect(put.statusCode).toBe(200);
    await goOnDuty(editor, "Sam");
    const v = visitor();
    await v.say("Ich schlafe seit Wochen schlecht.", "de", { transcriptConsent: true });
    const { id } = (await v.handover()).json<{ id: string }>();
    const accept = await t.app.inject({ method: "POST", url: `/api/live/handovers/${id}/accept`, headers: { cookie: editor } });
    expect(accept.statusCode).toBe(200);
    const write = (text: string) =>
      t.app.inject({ method: "POST", url: `/api/live/handovers/${id}/messages`, headers: { cookie: editor }, payload: { text } });
    expect((await write("Hallo, hier ist Sam aus dem Team. Seit wann genau?")).statusCode).toBe(201);
    await v.say("Seit dem Umzug im Oktober.", "de", { transcriptConsent: true });
    expect((await write("Danke. Was hat sich mit dem Umzug verändert?")).statusCode).toBe(201);

    const transcript = async () =>
      (await t.app.inject({ url: `/api/transcripts/${v.conversationId}`, headers: { cookie: owner } })).json<TranscriptDetail>()
        .entries;
    expect((await transcript()).map((e) => [e.visitor, e.coach === "" ? "" : e.answeredBy])).toEqual([
      ["Ich schlafe seit Wochen schlecht.", "coach"],
      ["", "person"],
      ["Seit dem Umzug im Oktober.", ""],
      ["", "person"],
    ]);
    expect((await transcript())[1]!.coach).toContain("Seit wann genau?");

    // The visitor withdraws: the text goes, and what the person writes next is not kept.
    const withdrawn = await t.app.inject({
      method: "DELETE",
      url: `/api/conversations/${v.conversationId}/transcript`,
      headers: { cookie: v.cookie },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await write("Bist du noch da?")).statusCode).toBe(201);
    const after = await t.app.inject({ url: `/api/transcripts/${v.conversationId}`, headers: { cookie: owner } });
    expect(after.statusCode).toBe(404);
  });
});
