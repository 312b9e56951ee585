import UploadCloud from "lucide-react/icons/cloud-upload";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import type { DocumentJson } from "#shared/contracts/documents";
import { DOCUMENT_ERROR_TEXTS } from "#shared/document-errors";
import { format, type Lang } from "#shared/i18n";
import { changeFailedText, useAdminApi, useSessionRetry } from "../../lib/admin-session/context";
import { sessionEnded, type SessionRetry } from "../../lib/admin-session/session-retry";
import { settle, useApi, type Api } from "../../lib/api/client";
import { apiError, refusedText } from "../../lib/api/errors";
import { formatSize } from "../../lib/format-size";
import { sendWithProgress } from "./send-with-progress";
import { kbTexts } from "./texts";

/** The states of one file in the upload widget. */
export type UploadState = "init" | "queued" | "processing" | "complete" | "error" | "revertError";

interface Item {
  key: number;
  file: File;
  state: UploadState;
  /** Upload progress 0..100. */
  progress: number;
  error?: string;
  documentId?: string;
  /** The live list has shown the uploaded document: missing from it later means it was deleted. */
  listed?: boolean;
  /** The server has a document with exactly these bytes: the operator may replace it with this file. */
  duplicate?: boolean;
  /** Sent with `replace=true`: replaces the document with the same content. */
  replace?: boolean;
}

/**
 * What one row of the upload list shows. After the upload the row follows the
 * document through ingestion (from the live list), so a file that fails to
 * process says so here too instead of 'processing' for ever.
 */
export function uploadView(
  item: Pick<Item, "state" | "error" | "documentId" | "listed">,
  documents: readonly DocumentJson[] | null | undefined,
  lang: Lang,
): { state: UploadState | "processed" | "failed" | "deleted"; text: string; problem: boolean } {
  const t = kbTexts[lang].states;
  if (item.error) return { state: item.state, text: item.error, problem: true };
  const doc = item.state === "complete" ? documents?.find((d) => d.id === item.documentId) : undefined;
  // Listed once and gone from a loaded list: deleted (here, in another tab, by another operator), not 'processing'.
  if (item.state === "complete" && item.listed && documents && !doc) return { state: "deleted", text: t.deleted, problem: false };
  if (doc?.status === "COMPLETED") return { state: "processed", text: t.processed, problem: false };
  if (doc?.status === "ERROR") {
    const reason = doc.errorCode ? DOCUMENT_ERROR_TEXTS[lang][doc.errorCode] : doc.error;
    return { state: "failed", text: reason ? `${t.failed}: ${reason}` : t.failed, problem: true };
  }
  return { state: item.state, text: t[item.state], problem: false };
}

export const MAX_FILES = 3;
export const PARALLEL_UPLOADS = 2;

/**
 * Uploads a file with progress (sendWithProgress); an ended session signs in
 * again in place and the file is sent once more.
 */
function uploadFile(api: Api, session: SessionRetry, file: File, replace: boolean, onProgress: (pct: number) => void) {
  return api.POST("/api/documents", {
    params: { query: replace ? { replace: "true" } : {} },
    body: { file },
    // A multipart form, as the route reads it; the File keeps its name.
    bodySerializer: (body) => {
      const form = new FormData();
      form.append("file", body.file);
      return form;
    },
    fetch: (request) => session.run(() => sendWithProgress(request.clone(), onProgress), sessionEnded),
  });
}

export function UploadZone({
  lang,
  maxMb,
  documents,
}: {
  lang: Lang;
  maxMb: number;
  /** The live document list, to follow each uploaded file through ingestion. */
  documents: readonly DocumentJson[] | null | undefined;
}) {
  const t = kbTexts[lang];
  const [items, setItems] = useState<Item[]>([]);
  const [message, setMessage] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const active = useRef(0);
  const queue = useRef<Item[]>([]);
  const session = useSessionRetry();
  const api = useApi(lang);
  const admin = useAdminApi(lang);

  const patch = (key: number, p: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...p } : i)));

  // Each uploaded file notes when the live list first shows its document (see uploadView).
  useEffect(() => {
    if (!documents) return;
    const ids = new Set(documents.map((d) => d.id));
    setItems((all) =>
      all.some((i) => !i.listed && i.documentId && ids.has(i.documentId))
        ? all.map((i) => (!i.listed && i.documentId && ids.has(i.documentId) ? { ...i, listed: true } : i))
        : all,
    );
  }, [documents]);

  const pump = () => {
    while (active.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const item = queue.current.shift()!;
      active.current++;
      patch(item.key, { state: "processing", progress: 0 });
      let duplicate = false;
      const upload = uploadFile(api, session, item.file, item.replace === true, (progress) => patch(item.key, { progress })).then(
        (answer) => {
          duplicate = apiError(answer.error).code === "document-duplicate";
          return answer;
        },
      );
      void settle<DocumentJson>(upload, lang, t.uploadFailed, (err, l) => {
        console.warn("Failed to upload document", err);
        return changeFailedText(err, l, t.uploadFailed);
      })
        .then((result) =>
          patch(
            item.key,
            result.ok
              ? { state: "complete", progress: 100, documentId: result.data.id, duplicate: false }
              : { state: "error", error: result.text, duplicate },
          ),
        )
        .finally(() => {
          active.current--;
          pump();
        });
    }
  };

  const add = (files: File[]) => {
    setMessage(undefined);
    if (files.length > MAX_FILES) {
      setMessage(t.tooMany);
      return;
    }
    const accepted: Item[] = [];
    for (const file of files) {
      if (file.type && file.type !== "application/pdf" && !file.name.toLowerCase().endsWith(".pdf")) {
        setMessage(format(t.notPdf, { name: file.name }));
        continue;
      }
      accepted.push({ key: nextKey.current++, file, state: "queued", progress: 0 });
    }
    setItems((all) => [...accepted, ...all.filter((i) => i.state !== "complete" && i.state !== "error")]);
    queue.current.push(...accepted);
    pump();
  };

  /** The same content is already a document: this file replaces it (new title and file, read again). */
  const replaceWith = (item: Item) => {
    const again: Item = { ...item, state: "queued", progress: 0, error: undefined, duplicate: false, replace: true };
    setItems((all) => all.map((i) => (i.key === item.key ? again : i)));
    queue.current.push(again);
    pump();
  };

  /** Revert: the uploaded document is deleted again. */
  const revert = async (item: Item) => {
    const id = item.documentId;
    const drop = () => setItems((all) => all.filter((i) => i.key !== item.key));
    if (!id) return drop();
    try {
      const { error, response } = await admin.DELETE("/api/documents/{id}", { params: { path: { id } } });
      // A document that is gone already is reverted as well.
      if (response.ok || response.status === 404) return drop();
      patch(item.key, { state: "revertError", error: refusedText(error, lang, t.revertFailed) });
    } catch (err) {
      patch(item.key, { state: "revertError", error: changeFailedText(err, lang, t.revertFailed) });
    }
  };

  return (
    <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5">
      <h2 className="text-lg font-semibold text-white">{t.uploadTitle}</h2>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add([...e.dataTransfer.files]);
        }}
        className={`mt-4 flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-8 text-center ${dragging ? "border-pink-400 bg-pink-400/5" : "border-white/20"}`}
      >
        <UploadCloud aria-hidden="true" className="h-8 w-8 text-zinc-400" />
        <p className="text-sm text-zinc-300">
          {t.dropHint}{" "}
          <button type="button" onClick={() => input.current?.click()} className="font-semibold text-pink-300 underline">
            {t.choose}
          </button>
        </p>
        <p className="text-xs text-zinc-400">{format(t.limits, { mb: maxMb })}</p>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          className="sr-only"
          aria-label={t.uploadTitle}
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            e.target.value = "";
          }}
        />
      </div>
      {message ? (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {message}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label={t.uploadTitle}>
          {items.map((item) => {
            const view = uploadView(item, documents, lang);
            return (
              <li key={item.key} className="rounded-lg border border-white/10 p-3" data-state={view.state}>
                <div className="flex items-center justify-between gap-3 text-sm">
                  <span className="truncate text-white">{item.file.name}</span>
                  <span className="shrink-0 text-zinc-400">{formatSize(item.file.size, lang)}</span>
                  <button
                    type="button"
                    onClick={() => void revert(item)}
                    aria-label={`${t.remove}: ${item.file.name}`}
                    className="rounded p-1 text-zinc-400 hover:text-white"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
                <div
                  role="progressbar"
                  aria-label={item.file.name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progress}
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-zinc-800"
                >
                  <div
                    className={`h-full ${view.problem ? "bg-red-500" : "bg-gradient-to-r from-purple-500 to-pink-500"}`}
                    style={{ width: `${item.progress}%` }}
                  />
                </div>
                <p
                  className={`mt-1 text-xs ${view.problem ? "text-red-300" : "text-zinc-400"}`}
                  role={view.problem ? "alert" : undefined}
                >
                  {view.text}
                </p>
                {item.duplicate ? (
                  <button
                    type="button"
                    onClick={() => replaceWith(item)}
                    className="mt-2 rounded-lg border border-pink-400/60 px-3 py-1.5 text-sm font-semibold text-pink-200 hover:bg-pink-400/10"
                  >
                    {format(t.replace, { name: item.file.name })}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
