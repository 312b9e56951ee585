import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { makePdf } from "#tests/fixtures/pdf";
import { ENGINES } from "#tests/helpers/db";
import { expectRefused, rawMultipart } from "#tests/helpers/hostile";
import { useHostileApp } from "./hostile-input-test-helpers";

/**
 * Stories of an attacker who uploads what no form would: thousands of fields
 * or files, truncated multipart bodies, crafted file names. Each gets a 4xx
 * with {"error": "..."} or a file stored safely inside the storage folder,
 * never a 500 or a hang, and nothing stored before is lost or changed.
 */
describe.each(ENGINES)("hostile input on %s", (engine) => {
  const suite = useHostileApp(engine);
  const { inject, expectStoredDataIntact } = suite;

  test("an upload of a thousand form fields is refused with 413 and stores nothing", async () => {
    const files = () => fs.readdirSync(path.join(suite.dataDir, "uploads")).length;
    const count = files();
    const fields = rawMultipart(
      Array.from({ length: 1000 }, (_, i) => ({ field: `feld${i}`, body: `Wert ${i}`, contentType: "text/plain" })),
    );
    expectRefused(
      await inject({ method: "POST", url: "/api/documents", admin: true, payload: fields.payload, headers: fields.headers }),
      [413],
    );
    const pdf = await makePdf(["Kurz."]);
    const fieldsThenFile = rawMultipart([
      ...Array.from({ length: 999 }, (_, i) => ({ field: `feld${i}`, body: "x", contentType: "text/plain" })),
      { field: "file", filename: "spaet.pdf", body: pdf },
    ]);
    expectRefused(
      await inject({
        method: "POST",
        url: "/api/documents",
        admin: true,
        payload: fieldsThenFile.payload,
        headers: fieldsThenFile.headers,
      }),
      [413],
    );
    expect(files()).toBe(count);
    await expectStoredDataIntact();
  });

  test("an upload of a thousand files in one request is refused with 413", async () => {
    const pdf = await makePdf(["Kurz."]);
    const many = rawMultipart(Array.from({ length: 1000 }, (_, i) => ({ field: "file", filename: `teil-${i}.pdf`, body: pdf })));
    expectRefused(
      await inject({ method: "POST", url: "/api/documents", admin: true, payload: many.payload, headers: many.headers }),
      [413],
    );
  });

  test("a truncated or boundary-less multipart upload is refused with 400", async () => {
    const truncated = Buffer.from(
      '--grenze\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\n\r\n%PDF-1.7 abgeschnitten',
    );
    for (const [type, payload] of [
      ["multipart/form-data; boundary=grenze", truncated],
      ["multipart/form-data; boundary=grenze", Buffer.from([0])],
      ["multipart/form-data", truncated],
    ] as const) {
      expectRefused(
        await inject({ method: "POST", url: "/api/documents", admin: true, headers: { "content-type": type }, payload }),
        [400],
        type,
      );
    }
  });

  test("file names with paths, control characters or markup stay inside the storage folder and come back as plain text", async () => {
    const uploads = path.join(suite.dataDir, "uploads");
    const names: [string | Buffer, RegExp | string][] = [
      ["../../etc/passwd.pdf", "passwd.pdf"],
      ["..\\..\\x.pdf", "x.pdf"],
      ["/etc/shadow.pdf", "shadow.pdf"],
      ["C:\\Windows\\system32\\drivers.pdf", "drivers.pdf"],
      ["....//....//tief.pdf", "tief.pdf"],
      ["%2e%2e%2f%2e%2e%2fkodiert.pdf", "%2e%2e%2f%2e%2e%2fkodiert.pdf"],
      ["a\u0001b\u0007c\u001b[31md\u007f.pdf", "abc[31md.pdf"],
      ["\u202Efdp.exe", "fdp.exe"],
      ["<img src=x onerror=alert(1)>.pdf", "<img src=x onerror=alert(1)>.pdf"],
      ['"><svg onload=alert(1)>.pdf', '"><svg onload=alert(1)>.pdf'],
      ["..", "Dokument.pdf"],
      [`${"ä".repeat(300)}.pdf`, /^ä{200}$/],
      [Buffer.from([0xff, 0xfe, 0x2e, 0x2e, 0x2f, 0x70, 0x64, 0x66]), /^[^/\\]*$/],
    ];
    for (const [i, [name, title]] of names.entries()) {
      // A different text each time: the same bytes again would be refused as a copy (decision 048).
      const pdf = await makePdf([`Eine kurze Seite über Achtsamkeit, Fassung ${String.fromCharCode(65 + i)}.`]);
      const { payload, headers } = rawMultipart([{ field: "file", filename: name, body: pdf }]);
      const res = await inject({ method: "POST", url: "/api/documents", admin: true, payload, headers });
      const label = JSON.stringify(name.toString());
      expect(res.statusCode, label).toBe(201);
      expect(res.headers["content-type"], label).toMatch(/^application\/json/);
      const doc = res.json<{ id: string; title: string }>();
      if (typeof title === "string") expect(doc.title, label).toBe(title);
      else expect(doc.title, label).toMatch(title);
      // Plain text: no control characters, no path, nothing escaped into entities.
      expect(doc.title, label).not.toMatch(/[\p{Cc}\p{Cf}/\\]|&lt;|&gt;|&quot;/u);
      const [row] = await suite.t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents WHERE id = $1", [
        doc.id,
      ]);
      const key = row!.storage_key;
      expect(key, label).not.toMatch(/[/\\]|\.\.|^\./);
      expect(path.dirname(path.resolve(uploads, key)), label).toBe(path.resolve(uploads));
      expect(fs.existsSync(path.join(uploads, key)), label).toBe(true);
      // The list shows the same literal title.
      const listed = (await inject({ url: "/api/documents", admin: true })).json<{ id: string; title: string }[]>();
      expect(listed.find((d) => d.id === doc.id)?.title, label).toBe(doc.title);
      // The download's file name cannot split the header.
      const file = await inject({ url: `/api/documents/${doc.id}/file`, admin: true });
      expect(String(file.headers["content-disposition"]), label).not.toMatch(/[\r\n]/);
    }
    // Nothing was written anywhere but the storage folder.
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    for (const file of walk(suite.dataDir)) expect(path.dirname(file)).toBe(uploads);
    for (const outside of ["etc/passwd.pdf", "x.pdf", "tief.pdf"])
      expect(fs.existsSync(path.join(suite.dataDir, "..", outside))).toBe(false);
    await expectStoredDataIntact();
  });
});
