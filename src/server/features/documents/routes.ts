import { createHash, randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { formatSse } from "#shared/sse";
import { noContent } from "#shared/api/common";
import { documentIdParams, documentPassagesPageSchema, documentSchema } from "#shared/api/documents";
import type { DocumentJson } from "#shared/contracts/documents";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema, bytesSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";
import { openEventStream } from "../../http/sse";
import { sanitizeFileName } from "../storage/service";
import { toStreamEvent } from "./events";
import { documentPersonasSchema, passagesQuerySchema } from "./assignment";
import { documentTitle, isPdf } from "./upload";

/** The upload's query: `replace=true` replaces the document with the same content instead of refusing the file. */
const uploadQuerySchema = z.object({
  replace: z
    .enum(["true", "false"])
    .optional()
    .describe("`true`: a document with exactly these bytes is replaced (new title and file, read again) instead of a 409"),
});

/** The knowledge base API (docs/api.md, "Knowledge base"): admin only. */
export const documentRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage, documents: repository, documentEvents: events, worker } = ctx;
  const maxMb = ctx.env.MAX_UPLOAD_MB;
  await app.register(multipart, {
    limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 5, parts: 10, headerPairs: 100 },
  });
  app.addHook("onRequest", requireAdmin(ctx.auth));
  // Open event streams end when the server shuts down, so it can close.
  const streams = new Set<() => void>();
  app.addHook("onClose", async () => {
    for (const end of streams) end();
  });

  app.get(
    "/api/documents",
    { schema: { summary: "The documents of the knowledge base, newest first", response: { 200: z.array(documentSchema) } } },
    async () => repository.list(),
  );

  app.post(
    "/api/documents",
    {
      schema: {
        summary:
          "Upload a PDF (one file in the field “file”); it is read in the background. The same PDF again is refused (409) unless `replace=true`",
        consumes: ["multipart/form-data"],
        querystring: uploadQuerySchema,
        // Read by the handler part by part (limits, one file), so it is described here, not parsed by a schema.
        body: z.unknown().meta({
          type: "object",
          properties: { file: { type: "string", format: "binary", description: "The PDF" } },
          required: ["file"],
        }),
        response: {
          200: documentSchema.describe("`replace=true`: the document with the same content, now with this file, read again"),
          201: documentSchema,
          400: apiErrorSchema,
          409: apiErrorSchema.describe("`document-duplicate`: a document with exactly these bytes exists"),
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      if (!req.isMultipart()) return sendCoded(reply, 400, "document-no-file", lang);
      let upload: { filename: string; bytes: Buffer } | undefined;
      try {
        // Every part is read, so the limits (one file, few parts) also hold for what follows the first file.
        for await (const part of req.parts()) {
          if (part.type !== "file") continue;
          if (part.fieldname !== "file") return sendCoded(reply, 400, "document-no-file", lang);
          const bytes = await part.toBuffer();
          // The size limit alone is not reliable: a truncated stream is refused, never stored.
          if (part.file.truncated) return sendCoded(reply, 413, "document-too-large", lang, { mb: maxMb });
          upload = { filename: part.filename, bytes };
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") return sendCoded(reply, 413, "document-too-large", lang, { mb: maxMb });
        if (code === "FST_PARTS_LIMIT" || code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT") {
          return sendCoded(reply, 413, "document-too-many-parts", lang);
        }
        // Anything else here is the request's own fault: a body that ends early, no boundary, broken part headers.
        req.log.info({ err }, "unreadable upload");
        return sendCoded(reply, 400, "document-bad-upload", lang);
      }
      if (!upload) return sendCoded(reply, 400, "document-no-file", lang);
      const { filename, bytes } = upload;
      if (bytes.length === 0 || !(await isPdf(bytes))) return sendCoded(reply, 415, "document-only-pdf", lang);

      // The same bytes are the same document, whatever the file is called (decision 048).
      const contentHash = createHash("sha256").update(bytes).digest("hex");
      const replace = req.query.replace === "true";
      const duplicate = (doc: DocumentJson) => sendCoded(reply, 409, "document-duplicate", lang, { title: doc.title });
      const [known] = await repository.withContent(contentHash);
      if (known && !replace) return duplicate(known);

      const title = documentTitle(filename);
      const storageKey = await storage.put(sanitizeFileName(filename), bytes);
      let outcome: { duplicate: DocumentJson } | { document: DocumentJson; replaced?: { storageKey: string } };
      try {
        // The row and its audit entry in one transaction: without the entry, no document. The check for the same
        // content runs again under a lock on it, so two uploads of one file at once do not both become documents.
        outcome = await ctx.audit.transact(
          async (tx) => {
            await repository.lockContent(contentHash, tx);
            const [same] = await repository.withContent(contentHash, tx);
            if (same && !replace) return { duplicate: same };
            const file = { title, storageKey, size: bytes.length, contentHash };
            if (same) {
              const document = await repository.replaceFile(same.id, file, tx);
              return { document: document!, replaced: { storageKey: same.storageKey } };
            }
            return { document: await repository.insert({ ...file, id: randomUUID(), createdBy: req.user?.id ?? null }, tx) };
          },
          (o) =>
            "duplicate" in o
              ? undefined
              : {
                  account: req.user!,
                  action: o.replaced ? "document.replace" : "document.upload",
                  target: { id: o.document.id, name: o.document.title },
                  details: { size: o.document.size },
                },
        );
      } catch (err) {
        // No orphaned file when the row could not be written.
        await storage.delete(storageKey).catch(() => {});
        throw err;
      }
      if ("duplicate" in outcome) {
        await storage.delete(storageKey).catch(() => {});
        return duplicate(outcome.duplicate);
      }
      const { document, replaced } = outcome;
      // The replaced file goes once its row points to the new one; a left-over file is removed by housekeeping.
      if (replaced) await storage.delete(replaced.storageKey).catch(() => {});
      await events.publish({ type: replaced ? "update" : "insert", document });
      await worker.kick();
      return reply.code(replaced ? 200 : 201).send(document);
    },
  );

  app.get(
    "/api/documents/:id/file",
    {
      schema: {
        summary: "Download a document's PDF",
        params: documentIdParams,
        response: {
          200: { description: "The PDF, as an attachment", content: { "application/pdf": { schema: bytesSchema("PDF bytes") } } },
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const doc = await repository.get(req.params.id);
      if (!doc) return sendCoded(reply, 404, "document-not-found", requestLanguage(req));
      let bytes: Buffer;
      try {
        bytes = await storage.get(doc.storageKey);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT")
          return sendCoded(reply, 404, "document-file-missing", requestLanguage(req));
        throw err;
      }
      const ascii = sanitizeFileName(doc.title).replace(/[^\x20-\x7e]/g, "_");
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.title)}`)
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  app.delete(
    "/api/documents/:id",
    {
      schema: {
        summary: "Delete a document with its file and passages",
        params: documentIdParams,
        response: { 204: noContent, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const doc = await repository.get(req.params.id);
      if (!doc) return sendCoded(reply, 404, "document-not-found", requestLanguage(req));
      // Row (and its passages, by cascade) first: a file without a row is harmless, a row without a file is not.
      await ctx.audit.transact(
        (tx) => repository.remove(doc.id, tx),
        () => ({ account: req.user!, action: "document.delete", target: { id: doc.id, name: doc.title } }),
      );
      await storage.delete(doc.storageKey);
      await events.publish({ type: "delete", id: doc.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/documents/:id/reindex",
    {
      schema: {
        summary: "Read a document again: its passages are replaced",
        params: documentIdParams,
        response: { 200: documentSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const existing = await repository.get(req.params.id);
      if (!existing) return sendCoded(reply, 404, "document-not-found", requestLanguage(req));
      const doc = await ctx.audit.transact(
        (tx) => repository.requeue(existing.id, tx),
        (requeued) =>
          requeued && { account: req.user!, action: "document.reindex", target: { id: existing.id, name: existing.title } },
      );
      // Deleted meanwhile.
      if (!doc) return sendCoded(reply, 404, "document-not-found", requestLanguage(req));
      await events.publish({ type: "update", document: doc });
      await worker.kick();
      return doc;
    },
  );

  app.put(
    "/api/documents/:id/personas",
    {
      schema: {
        summary: "Choose the personas whose chats search a document (null: every persona)",
        params: documentIdParams,
        body: documentPersonasSchema,
        response: { 200: documentSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const existing = await repository.get(req.params.id);
      if (!existing) return sendCoded(reply, 404, "document-not-found", lang);
      const result = await ctx.audit.transact(
        (tx) => repository.setPersonas(existing.id, req.body.personas, tx),
        (set) =>
          set && !("unknown" in set)
            ? {
                account: req.user!,
                action: "document.personas",
                target: { id: existing.id, name: existing.title },
                details: { count: req.body.personas?.length ?? 0 },
              }
            : undefined,
      );
      if (!result) return sendCoded(reply, 404, "document-not-found", lang);
      if ("unknown" in result) return sendCoded(reply, 400, "document-persona-unknown", lang, { ids: result.unknown.join(", ") });
      // Every open list shows the new assignment; the search cache is cleared by the database (migration 0012).
      await events.publish({ type: "update", document: result });
      return result;
    },
  );

  app.get(
    "/api/documents/:id/passages",
    {
      schema: {
        summary: "A page of a document's extracted passages, in order",
        params: documentIdParams,
        querystring: passagesQuerySchema,
        response: { 200: documentPassagesPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const doc = await repository.get(req.params.id);
      if (!doc) return sendCoded(reply, 404, "document-not-found", requestLanguage(req));
      return repository.passages(doc.id, req.query.offset, req.query.limit);
    },
  );

  app.get(
    "/api/documents/events",
    {
      schema: {
        summary: "Changes to the documents as they happen, for the live list",
        response: {
          200: {
            description: "An event stream (docs/api.md)",
            content: {
              "text/event-stream": {
                schema: z
                  .string()
                  .describe(
                    "Events: insert and update (data: a document), delete (data: {id}), resync (data: {}; reload the list)",
                  ),
              },
            },
          },
          503: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      let unsubscribe: () => Promise<void>;
      try {
        unsubscribe = await events.subscribe((e) => {
          const { event, data } = toStreamEvent(e);
          raw.write(formatSse(event, data));
        });
      } catch (err) {
        // The database is unreachable: no stream; the browser's EventSource retries.
        req.log.warn({ err }, "document events: subscription failed");
        return sendCoded(reply, 503, "document-events-unavailable", requestLanguage(req));
      }
      const raw = openEventStream(reply);
      // Heartbeats keep proxies from closing an idle stream.
      const heartbeat = setInterval(() => raw.write(": ping\n\n"), 25_000);
      let unregister = () => {};
      const close = () => {
        clearInterval(heartbeat);
        void unsubscribe();
        unregister();
        streams.delete(end);
      };
      const end = () => {
        close();
        raw.end();
      };
      streams.add(end);
      req.raw.on("close", close);
      // The stream belongs to its session: logout, idle expiry and a password change end it (session-streams.ts).
      try {
        unregister = await ctx.sessionStreams.register(req.user!.id, req.sessionId!, end);
      } catch (err) {
        // Without the registration a logout could not end it: close, and the browser reconnects.
        req.log.warn({ err }, "document events: session registration failed");
        end();
        return;
      }
      if (raw.writableEnded) return unregister();
      // The first bytes go out once the subscription is live and the stream belongs to its session: from then on,
      // no change is missed, and a logout or an expiry that comes later ends it (not the registration's own check).
      raw.write("retry: 3000\n\n");
    },
  );
};
