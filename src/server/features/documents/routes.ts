import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import { formatSse } from "#shared/sse";
import type { DocumentJson, DocumentPassagesPage } from "#shared/contracts/documents";
import { firstIssueMessage, germanIssues } from "#shared/schemas/errors";
import type { ContextPlugin } from "../../context";
import { sendError } from "../../http/errors";
import { requireAdmin } from "../../http/require-admin";
import { openEventStream } from "../../http/sse";
import { sanitizeFileName } from "../storage/service";
import { toStreamEvent } from "./events";
import { documentPersonasSchema, passagesQuerySchema } from "./assignment";
import { documentTitle, isPdf } from "./upload";

export const DOCUMENT_MESSAGES = {
  onlyPdf: "Only PDF files are supported",
  noFile: "Bitte wählen Sie eine PDF-Datei aus (Feld „file“).",
  notFound: "Dokument nicht gefunden",
  eventsUnavailable: "Live-Aktualisierungen sind gerade nicht verfügbar.",
  fileMissing: "Die Datei dieses Dokuments ist nicht mehr gespeichert.",
  tooManyParts: "Zu viele Teile in der Anfrage: bitte genau eine Datei hochladen.",
  badUpload: "Die Anfrage ist kein gültiger Datei-Upload.",
  tooLarge: (mb: number) => `Die Datei ist größer als ${mb} MB.`,
  unknownPersonas: (ids: string[]) => `Diese Persona gibt es nicht: ${ids.join(", ")}.`,
} as const;

/** The knowledge base API (docs/api.md, "Knowledge base"): admin only. */
export const documentRoutes: ContextPlugin = async (app, { ctx }) => {
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

  app.get("/api/documents", async () => repository.list());

  app.post("/api/documents", async (req, reply) => {
    if (!req.isMultipart()) return sendError(reply, 400, "document-no-file", DOCUMENT_MESSAGES.noFile);
    let upload: { filename: string; bytes: Buffer } | undefined;
    try {
      // Every part is read, so the limits (one file, few parts) also hold for what follows the first file.
      for await (const part of req.parts()) {
        if (part.type !== "file") continue;
        if (part.fieldname !== "file") return sendError(reply, 400, "document-no-file", DOCUMENT_MESSAGES.noFile);
        const bytes = await part.toBuffer();
        // The size limit alone is not reliable: a truncated stream is refused, never stored.
        if (part.file.truncated) return sendError(reply, 413, "document-too-large", DOCUMENT_MESSAGES.tooLarge(maxMb));
        upload = { filename: part.filename, bytes };
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE")
        return sendError(reply, 413, "document-too-large", DOCUMENT_MESSAGES.tooLarge(maxMb));
      if (code === "FST_PARTS_LIMIT" || code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT") {
        return sendError(reply, 413, "document-too-many-parts", DOCUMENT_MESSAGES.tooManyParts);
      }
      // Anything else here is the request's own fault: a body that ends early, no boundary, broken part headers.
      req.log.info({ err }, "unreadable upload");
      return sendError(reply, 400, "document-bad-upload", DOCUMENT_MESSAGES.badUpload);
    }
    if (!upload) return sendError(reply, 400, "document-no-file", DOCUMENT_MESSAGES.noFile);
    const { filename, bytes } = upload;
    if (bytes.length === 0 || !(await isPdf(bytes))) return sendError(reply, 415, "document-only-pdf", DOCUMENT_MESSAGES.onlyPdf);

    const id = randomUUID();
    const storageKey = await storage.put(sanitizeFileName(filename), bytes);
    let document;
    try {
      document = await repository.insert({
        id,
        title: documentTitle(filename),
        storageKey,
        size: bytes.length,
        createdBy: req.user?.id ?? null,
      });
    } catch (err) {
      // No orphaned file when the row could not be written.
      await storage.delete(storageKey).catch(() => {});
      throw err;
    }
    await events.publish({ type: "insert", document });
    await worker.kick();
    await ctx.audit.record({
      account: req.user!,
      action: "document.upload",
      target: { id: document.id, name: document.title },
      details: { size: document.size },
    });
    return reply.code(201).send(document);
  });

  app.get<{ Params: { id: string } }>("/api/documents/:id/file", async (req, reply) => {
    const doc = await repository.get(req.params.id);
    if (!doc) return sendError(reply, 404, "document-not-found", DOCUMENT_MESSAGES.notFound);
    let bytes: Buffer;
    try {
      bytes = await storage.get(doc.storageKey);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT")
        return sendError(reply, 404, "document-file-missing", DOCUMENT_MESSAGES.fileMissing);
      throw err;
    }
    const ascii = sanitizeFileName(doc.title).replace(/[^\x20-\x7e]/g, "_");
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.title)}`)
      .header("cache-control", "private, no-store")
      .send(bytes);
  });

  app.delete<{ Params: { id: string } }>("/api/documents/:id", async (req, reply) => {
    const doc = await repository.get(req.params.id);
    if (!doc) return sendError(reply, 404, "document-not-found", DOCUMENT_MESSAGES.notFound);
    // Row (and its passages, by cascade) first: a file without a row is harmless, a row without a file is not.
    await repository.remove(doc.id);
    await storage.delete(doc.storageKey);
    await events.publish({ type: "delete", id: doc.id });
    await ctx.audit.record({ account: req.user!, action: "document.delete", target: { id: doc.id, name: doc.title } });
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>("/api/documents/:id/reindex", async (req, reply) => {
    const existing = await repository.get(req.params.id);
    if (!existing) return sendError(reply, 404, "document-not-found", DOCUMENT_MESSAGES.notFound);
    const doc = await repository.requeue(existing.id);
    if (doc) await events.publish({ type: "update", document: doc });
    await worker.kick();
    await ctx.audit.record({ account: req.user!, action: "document.reindex", target: { id: existing.id, name: existing.title } });
    return doc;
  });

  app.put<{ Params: { id: string } }>("/api/documents/:id/personas", async (req, reply) => {
    const parsed = documentPersonasSchema.safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 400, "invalid-input", firstIssueMessage(parsed.error));
    const existing = await repository.get(req.params.id);
    if (!existing) return sendError(reply, 404, "document-not-found", DOCUMENT_MESSAGES.notFound);
    const result = await repository.setPersonas(existing.id, parsed.data.personas);
    if (!result) return sendError(reply, 404, "document-not-found", DOCUMENT_MESSAGES.notFound);
    if ("unknown" in result)
      return sendError(reply, 400, "document-persona-unknown", DOCUMENT_MESSAGES.unknownPersonas(result.unknown));
    // Every open list shows the new assignment; the search cache is cleared by the database (migration 0012).
    await events.publish({ type: "update", document: result });
    await ctx.audit.record({
      account: req.user!,
      action: "document.personas",
      target: { id: existing.id, name: existing.title },
      details: { count: parsed.data.personas?.length ?? 0 },
    });
    return result satisfies DocumentJson;
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>("/api/documents/:id/passages", async (req, reply) => {
    const query = passagesQuerySchema.safeParse(req.query, { error: germanIssues });
    if (!query.success) return sendError(reply, 400, "invalid-input", firstIssueMessage(query.error));
    const doc = await repository.get(req.params.id);
    if (!doc) return sendError(reply, 404, "document-not-found", DOCUMENT_MESSAGES.notFound);
    return (await repository.passages(doc.id, query.data.offset, query.data.limit)) satisfies DocumentPassagesPage;
  });

  app.get("/api/documents/events", async (req, reply) => {
    let unsubscribe: () => Promise<void>;
    try {
      unsubscribe = await events.subscribe((e) => {
        const { event, data } = toStreamEvent(e);
        raw.write(formatSse(event, data));
      });
    } catch (err) {
      // The database is unreachable: no stream; the browser's EventSource retries.
      req.log.warn({ err }, "document events: subscription failed");
      return sendError(reply, 503, "document-events-unavailable", DOCUMENT_MESSAGES.eventsUnavailable);
    }
    const raw = openEventStream(reply);
    // The first bytes go out once the subscription is live: from then on, no change is missed.
    raw.write("retry: 3000\n\n");
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
    if (raw.writableEnded) unregister();
  });
};
