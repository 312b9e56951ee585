import X from "lucide-react/icons/x";
import { Dialog } from "radix-ui";
import { useState } from "react";
import type { DocumentJson, DocumentPassagesPage, DocumentPassageJson } from "#shared/contracts/documents";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { settle, useApi } from "../../lib/api/client";
import { PassageItem } from "./passage-item";
import { kbTexts } from "./texts";

/** Passages fetched per click: a long document is read a page at a time. */
const PAGE = 50;

/**
 * The passages extracted from a document, in order with their page numbers
 * (GET /api/documents/:id/passages), in a dialog that loads them fifty at a
 * time, so the operator sees what the coach can quote, how often it did, and
 * switches off or corrects a passage (PassageItem).
 */
export function PassagesDialog({ doc, lang }: { doc: DocumentJson; lang: Lang }) {
  const t = kbTexts[lang].passages;
  const [passages, setPassages] = useState<DocumentPassageJson[]>([]);
  const [total, setTotal] = useState<number>();
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const number = new Intl.NumberFormat(LOCALES[lang].tag);
  const api = useApi(lang);

  const load = async (offset: number) => {
    setLoading(true);
    setProblem(undefined);
    const params = { path: { id: doc.id }, query: { offset, limit: PAGE } };
    const result = await settle<DocumentPassagesPage>(api.GET("/api/documents/{id}/passages", { params }), lang, t.failed);
    setLoading(false);
    if (!result.ok) return setProblem(result.text);
    const page = result.data;
    setPassages((list) => (offset === 0 ? page.passages : [...list, ...page.passages]));
    setTotal(page.total);
  };

  return (
    <Dialog.Root
      onOpenChange={(open) => {
        if (!open) return;
        setPassages([]);
        setTotal(undefined);
        void load(0);
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          disabled={doc.status !== "COMPLETED"}
          className="rounded border border-white/20 px-2 py-1 text-xs text-white disabled:opacity-40"
        >
          {t.open}
          <span className="sr-only">: {doc.title}</span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          // Escape in a passage's text field ends its editing, not the dialog.
          onEscapeKeyDown={(e) => {
            if (e.target instanceof HTMLTextAreaElement) e.preventDefault();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[min(48rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-white/10 bg-zinc-950"
        >
          <div className="flex items-start justify-between gap-4 border-b border-white/10 p-5">
            <div className="min-w-0">
              <Dialog.Title className="break-words text-lg font-semibold text-white">
                {format(t.title, { title: doc.title })}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-zinc-400" aria-live="polite">
                {total === undefined
                  ? (problem ?? t.loading)
                  : total === 0
                    ? t.empty
                    : format(t.count, { shown: number.format(passages.length), total: number.format(total) })}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button type="button" className="rounded p-1 text-zinc-300 hover:bg-white/10 hover:text-white">
                <X aria-hidden="true" className="h-5 w-5" />
                <span className="sr-only">{t.close}</span>
              </button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-5">
            {passages.length > 0 ? (
              <ol className="space-y-4" data-testid="passages">
                {passages.map((p) => (
                  <PassageItem
                    key={p.id}
                    documentId={doc.id}
                    passage={p}
                    lang={lang}
                    onChange={(changed) => setPassages((list) => list.map((q) => (q.id === changed.id ? changed : q)))}
                  />
                ))}
              </ol>
            ) : null}
            {problem && total !== undefined ? (
              <p role="alert" className="mt-4 text-sm text-red-300">
                {problem}
              </p>
            ) : null}
            {total !== undefined && passages.length < total ? (
              <button
                type="button"
                onClick={() => void load(passages.length)}
                disabled={loading}
                className="mt-4 w-full rounded-lg border border-white/20 px-4 py-2 text-sm text-white hover:bg-white/10 disabled:opacity-50"
              >
                {loading ? t.loading : t.more}
              </button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
