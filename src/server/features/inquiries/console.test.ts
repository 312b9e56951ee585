import type { Inquiry } from "#shared/api/inquiries";
import type { AuditPage } from "#shared/contracts/audit";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { createOperator } from "#tests/helpers/operators";

const FORM = {
  salutation: "Frau",
  academicTitle: "",
  name: "Erika Mustermann",
  phone: "+49 30 555",
  email: "erika@example.com",
  message: "Bitte um Rückruf wegen einer Demo.",
};

describe.each(ENGINES)("inquiries in the console on %s", (engine) => {
  let t: TestApp;
  let owner: string;
  let editor: string;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await loginCookie(t.app);
    editor = await createOperator(t, "editor@example.com", "editor");
  });
  afterAll(() => t.close());

  /** Sends the contact form (each from its own address, past the form's rate limit); returns the id. */
  const send = async (fields: Partial<typeof FORM> = {}) => {
    address += 1;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/inquiries",
      remoteAddress: `10.9.0.${address}`,
      payload: { ...FORM, ...fields },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const list = async (cookie = owner) => (await t.app.inject({ url: "/api/inquiries", headers: { cookie } })).json<Inquiry[]>();
  const setStatus = (id: string, status: string, cookie = owner) =>
    t.app.inject({ method: "PUT", url: `/api/inquiries/${id}/status`, headers: { cookie }, payload: { status } });
  const newestAudit = async () =>
    (await t.app.inject({ url: "/api/audit-log?limit=1", headers: { cookie: owner } })).json<AuditPage>().entries[0]!;
  const exists = async (id: string) =>
    (await t.db.database.query<{ n: number }>("SELECT count(*)::int AS n FROM inquiries WHERE id = $1", [id]))[0]!.n === 1;

  test("a new inquiry is new; its status changes, done stamps the time, and each change is in the audit log", async () => {
    const id = await send();
    expect((await list()).find((i) => i.id === id)).toMatchObject({ status: "new", doneAt: null });

    const working = await setStatus(id, "in-progress", editor);
    expect(working.statusCode).toBe(200);
    expect(working.json()).toMatchObject({ id, status: "in-progress", doneAt: null });
    expect(await newestAudit()).toMatchObject({
      action: "inquiry.status",
      account: { email: "editor@example.com" },
      target: { id, name: id.slice(0, 8) },
      details: { status: "in-progress" },
    });

    const done = await setStatus(id, "done");
    expect(done.json<Inquiry>().doneAt).not.toBeNull();
    expect((await list(editor)).find((i) => i.id === id)).toMatchObject({ status: "done", doneAt: done.json<Inquiry>().doneAt });
    const entry = await newestAudit();
    expect(entry).toMatchObject({ action: "inquiry.status", details: { status: "done" } });
    // The same status again changes nothing and writes nothing.
    expect((await setStatus(id, "done")).statusCode).toBe(200);
    expect((await newestAudit()).id).toBe(entry.id);
    // Back to in progress: no longer done, so no longer on the way out.
    expect((await setStatus(id, "in-progress")).json()).toMatchObject({ status: "in-progress", doneAt: null });

    expect((await setStatus(id, "archived")).statusCode).toBe(400);
    expect((await setStatus("00000000-0000-4000-8000-000000000000", "done")).json()).toMatchObject({
      code: "inquiry-not-found",
    });
    expect((await setStatus("keine-anfrage", "done")).statusCode).toBe(404);
  });

  test("deleting removes the inquiry and is recorded; a second time is 404", async () => {
    const id = await send({ name: "Max Muster" });
    const del = () => t.app.inject({ method: "DELETE", url: `/api/inquiries/${id}`, headers: { cookie: editor } });
    expect((await del()).statusCode).toBe(204);
    expect(await exists(id)).toBe(false);
    expect(await newestAudit()).toMatchObject({
      action: "inquiry.delete",
      account: { email: "editor@example.com" },
      target: { id, name: id.slice(0, 8) },
    });
    expect((await del()).json()).toMatchObject({ code: "inquiry-not-found" });
  });

  test("the retention setting: 180 days by default, bounded, owner only, audited", async () => {
    const put = (retentionDays: unknown, cookie = owner) =>
      t.app.inject({ method: "PUT", url: "/api/settings/inquiries", headers: { cookie }, payload: { retentionDays } });
    expect((await t.app.inject({ url: "/api/settings/inquiries", headers: { cookie: editor } })).json()).toEqual({
      retentionDays: 180,
    });
    for (const bad of [6, 3651, 30.5, "30"]) expect((await put(bad)).json()).toMatchObject({ code: "settings-invalid" });
    expect((await put(30, editor)).json()).toMatchObject({ code: "forbidden-role" });
    const ok = await put(30);
    expect(ok.json()).toEqual({ retentionDays: 30 });
    expect(await newestAudit()).toMatchObject({ action: "inquiries.settings", details: { changed: ["retentionDays"] } });
    expect((await put(180)).statusCode).toBe(200);
  });

  test("housekeeping deletes inquiries done longer ago than the retention period, and nothing else", async () => {
    await t.app.inject({
      method: "PUT",
      url: "/api/settings/inquiries",
      headers: { cookie: owner },
      payload: { retentionDays: 7 },
    });
    const old = await send({ name: "Alt Erledigt" });
    const young = await send({ name: "Jung Erledigt" });
    const open = await send({ name: "Alt Offen" });
    for (const id of [old, young]) await setStatus(id, "done");
    await t.db.database.query("UPDATE inquiries SET done_at = now() - interval '8 days' WHERE id = $1", [old]);
    await t.db.database.query("UPDATE inquiries SET done_at = now() - interval '6 days' WHERE id = $1", [young]);
    await t.db.database.query("UPDATE inquiries SET created_at = now() - interval '400 days' WHERE id = $1", [open]);
    const pass = await t.ctx.housekeeping.runOnce();
    expect(pass?.inquiries).toBe(1);
    expect(await exists(old)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await exists(open)).toBe(true);
  });

  test("the CSV export: every inquiry, formulas defused, recorded with its count", async () => {
    const id = await send({ name: '=HYPERLINK("http://x")', message: "Hallo;=1+1\n@SUMME(A1)" });
    const res = await t.app.inject({ url: "/api/inquiries/export", headers: { cookie: editor } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="anfragen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = res.body;
    expect(body.startsWith("\uFEFF")).toBe(true);
    const lines = body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("id,created,status,done,salutation,title,name,email,phone,lang,offer,reach,plan,page,message");
    const line = lines.find((l) => l.startsWith(`"${id}"`))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(line).toContain(`"Hallo;'=1+1\n'@SUMME(A1)"`);
    expect(line).toContain('"+49 30 555"'.replace("+", "'+"));
    const count = (await list()).length;
    expect(await newestAudit()).toMatchObject({
      action: "inquiries.export",
      account: { email: "editor@example.com" },
      details: { count },
    });
  });

  test("without a session nothing of it answers", async () => {
    for (const [method, url] of [
      ["GET", "/api/inquiries/export"],
      ["PUT", "/api/inquiries/00000000-0000-4000-8000-000000000000/status"],
      ["DELETE", "/api/inquiries/00000000-0000-4000-8000-000000000000"],
      ["GET", "/api/settings/inquiries"],
      ["PUT", "/api/settings/inquiries"],
    ] as const)
      expect((await t.app.inject({ method, url, payload: method === "PUT" ? {} : undefined })).statusCode).toBe(401);
  });
});

describe.each(ENGINES)("the test-only retention clock for inquiries on %s", (engine) => {
  test("under NODE_ENV=test with the clock 181 days ahead, an inquiry done today goes; an open one stays", async () => {
    const t = await createTestApp(engine, { NODE_ENV: "test", TEST_RETENTION_CLOCK_SHIFT_DAYS: "181" });
    try {
      const cookie = await loginCookie(t.app);
      const ids: string[] = [];
      for (const name of ["Heute Erledigt", "Noch Offen"]) {
        const res = await t.app.inject({ method: "POST", url: "/api/inquiries", payload: { ...FORM, name } });
        ids.push(res.json<{ id: string }>().id);
      }
      const [done, open] = ids as [string, string];
      const marked = await t.app.inject({
        method: "PUT",
        url: `/api/inquiries/${done}/status`,
        headers: { cookie },
        payload: { status: "done" },
      });
      expect(marked.statusCode).toBe(200);
      expect((await t.ctx.housekeeping.runOnce())?.inquiries).toBe(1);
      const left = (await t.app.inject({ url: "/api/inquiries", headers: { cookie } })).json<Inquiry[]>().map((i) => i.id);
      expect(left).toEqual([open]);
    } finally {
      await t.close();
    }
  });
});
