import path from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ENGINES } from "#tests/helpers/db";
import { rawMultipart } from "#tests/helpers/hostile";
import { runs, useFuzzApp } from "./fuzz-test-helpers";

/**
 * Property-based checks of the uploads (documents and avatars): whatever bytes,
 * file names or multipart framing arrive, they answer with a 4xx in our error
 * shape or a success, never a 5xx, stored files stay inside the storage
 * folder, and the server keeps serving.
 */
describe.each(ENGINES)("the HTTP endpoints under fuzzing on %s", (engine) => {
  const suite = useFuzzApp(engine);
  const { expectHandled, expectServing } = suite;

  test("POST /api/documents answers arbitrary file bytes with a 4xx or 201, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
          // Bytes that start like a PDF get past the type check and reach the worker.
          fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(b)])),
          fc.nat({ max: suite.pdf.length - 1 }).map((n) => suite.pdf.subarray(0, n)),
        ),
        fc.string({ unit: "binary", maxLength: 80 }),
        fc.constantFrom("application/pdf", "application/octet-stream", "text/html", "image/png", ""),
        async (bytes, filename, contentType) => {
          const { payload, headers } = rawMultipart([
            { field: "file", filename, body: bytes, contentType: contentType || "application/pdf" },
          ]);
          const res = await suite.t.app.inject({
            method: "POST",
            url: "/api/documents",
            headers: { ...headers, cookie: suite.cookie },
            payload,
          });
          expectHandled(res, [201], `upload ${bytes.length} bytes as ${JSON.stringify(filename)}`);
        },
      ),
      runs(40),
    );
    await expectServing();
  });

  test("POST /api/documents answers arbitrary file-name bytes with a 4xx or 201, and keys stay inside the storage folder", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 120 }).map((b) => Buffer.from(b)),
          fc.string({ unit: "binary", maxLength: 80 }).map((s) => Buffer.from(s)),
          fc
            .constantFrom(
              "../../etc/passwd",
              "..\\..\\boot.ini",
              "a\r\nContent-Type: text/html",
              '"; name="x',
              "\u0000.pdf",
              "%2e%2e%2f",
            )
            .map((s) => Buffer.from(s)),
        ),
        async (filename) => {
          const { payload, headers } = rawMultipart([{ field: "file", filename, body: suite.pdf }]);
          const res = await suite.t.app.inject({
            method: "POST",
            url: "/api/documents",
            headers: { ...headers, cookie: suite.cookie },
            payload,
          });
          expectHandled(res, [201], `upload named ${JSON.stringify(filename.toString("latin1"))}`);
        },
      ),
      runs(40),
    );
    const uploads = path.resolve(suite.dataDir, "uploads");
    const rows = await suite.t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents");
    for (const { storage_key: key } of rows) {
      expect(key).not.toMatch(/[/\\\p{Cc}]/u);
      expect(path.dirname(path.resolve(uploads, key))).toBe(uploads);
    }
    await expectServing();
  });

  test("POST /api/documents answers arbitrary multipart bodies with a 4xx or 201, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 1024 }), fc.boolean(), async (bytes, framed) => {
        const boundary = "fuzzgrenze";
        // Either bare bytes, or bytes inside a frame whose part headers they may break.
        const body = framed
          ? Buffer.concat([
              Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\n`),
              Buffer.from(bytes),
              Buffer.from(`\r\n--${boundary}--\r\n`),
            ])
          : Buffer.from(bytes);
        const res = await suite.t.app.inject({
          method: "POST",
          url: "/api/documents",
          headers: { cookie: suite.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
          payload: body,
        });
        expectHandled(res, [201], `multipart ${body.toString("latin1").slice(0, 80)}`);
      }),
      runs(40),
    );
    await expectServing();
  });

  test("PUT …/embed/avatar answers arbitrary multipart bodies with a 4xx or 200, never a 5xx", async () => {
    // Bytes that start like each accepted image type, so the check behind the signature is reached too.
    const starts = [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"),
      Buffer.from("<svg", "latin1"),
      Buffer.alloc(0),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...starts),
        fc.uint8Array({ maxLength: 1024 }),
        fc.boolean(),
        async (start, bytes, framed) => {
          const boundary = "fuzzgrenze";
          const content = Buffer.concat([start, Buffer.from(bytes)]);
          const body = framed
            ? Buffer.concat([
                Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
                content,
                Buffer.from(`\r\n--${boundary}--\r\n`),
              ])
            : content;
          const res = await suite.t.app.inject({
            method: "PUT",
            url: `/api/admin/personas/${suite.personaId}/embed/avatar`,
            headers: { cookie: suite.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
            payload: body,
          });
          expectHandled(res, [200], `avatar ${body.toString("latin1").slice(0, 80)}`);
        },
      ),
      runs(40),
    );
    await expectServing();
  });
});
