import { ConfirmDialog } from "../../components/confirm-dialog";
import CheckCircle from "lucide-react/icons/circle-check";
import AlertTriangle from "lucide-react/icons/triangle-alert";
import Loader from "lucide-react/icons/loader-circle";
import { useState } from "react";
import type { DocumentJson } from "#shared/contracts/documents";
import { DOCUMENT_ERROR_TEXTS } from "#shared/document-errors";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, type Settled } from "../../lib/api/client";
import type { PersonaAdmin } from "#shared/schemas/persona";
import { DocumentPersonas } from "./document-personas";
import { PassagesDialog } from "./passages-dialog";
import { formatSize } from "../../lib/format-size";
import { kbTexts } from "./texts";
import { applyChange, type LiveDocuments } from "./use-live-documents";

const dateFormat = new Intl.DateTimeFormat(LOCALES.de.tag, {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

function StatusIcon({ doc, lang }: { doc: DocumentJson; lang: Lang }) {
  const t = kbTexts[lang].status;
  if (doc.status === "COMPLETED")
    return (
      <span className="inline-flex items-center gap-1 text-green-300">
        <CheckCircle aria-hidden="true" className="h-4 w-4" />
        {t.COMPLETED}
      </span>
    );
  if (doc.status === "PROCESSING")
    return (
      <span className="inline-flex items-center gap-1 text-sky-300">
        <Loader aria-hidden="true" className="h-4 w-4 animate-spin" />
        {t.PROCESSING}
      </span>
    );
  return (
    <span className="inline-flex flex-col text-red-300">
      <span className="inline-flex items-center gap-1">
        <AlertTriangle aria-hidden="true" className="h-4 w-4" />
        {t.ERROR}
      </span>
      {doc.error ? (
        <span className="text-xs text-red-200">{doc.errorCode ? DOCUMENT_ERROR_TEXTS[lang][doc.errorCode] : doc.error}</span>
      ) : null}
    </span>
  );
}

/** The operator's documents, kept current from the live event stream; see useLiveDocuments. */
export function DocumentList({
  lang,
  live,
  personas,
}: {
  lang: Lang;
  live: LiveDocuments;
  personas: Settled<PersonaAdmin[]> | undefined;
}) {
  const t = kbTexts[lang];
  const [docs, setDocs, loadProblem] = live;
  const [problem, setProblem] = useState<string>();
  const api = useAdminApi(lang);

  const remove = async (doc: DocumentJson) => {
    setProblem(undefined);
    const params = { path: { id: doc.id } };
    const result = await settle(api.DELETE("/api/documents/{id}", { params }), lang, t.deleteFailed, (err, l) =>
      changeFailedText(err, l, t.deleteFailed),
    );
    if (!result.ok) setProblem(result.text);
    else setDocs((list) => applyChange(list ?? [], { event: "delete", data: { id: doc.id } }));
  };
  const reindex = async (doc: DocumentJson) => {
    setProblem(undefined);
    const params = { path: { id: doc.id } };
    const result = await settle<DocumentJson>(
      api.POST("/api/documents/{id}/reindex", { params }),
      lang,
      t.reindexFailed,
      (err, l) => changeFailedText(err, l, t.reindexFailed),
    );
    if (!result.ok) return setProblem(result.text);
    setDocs((list) => applyChange(list ?? [], { event: "update", data: result.data }));
  };

  return (
    <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5">
      <h2 className="text-lg font-semibold text-white">{t.listTitle}</h2>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {problem}
        </p>
      ) : null}
      {docs === undefined ? <p className="mt-4 text-zinc-400">{t.loading}</p> : null}
      {docs === null ? (
        <p role="alert" className="mt-4 text-red-300">
          {loadProblem}
        </p>
      ) : null}
      {docs && docs.length === 0 ? <p className="mt-4 text-zinc-400">{t.empty}</p> : null}
      {docs && docs.length > 0 ? (
        <div className="relative mt-4 overflow-x-auto">
          {/* relative: the header cell's screen-reader text (absolutely positioned) scrolls with the table instead of widening the page */}
          {/* On phones each row becomes a small card: title, then size, status and date, then the actions. */}
          <table className="w-full text-left text-sm max-sm:block">
            <thead className="text-zinc-400 max-sm:sr-only">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.columns.title}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.columns.size}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.columns.status}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.columns.date}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t.columns.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {docs.map((doc) => (
                <tr
                  key={doc.id}
                  className="border-t border-white/10 align-top max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:py-3"
                  data-testid="document-row"
                >
                  <td className="max-w-xs break-words py-3 pr-3 text-white max-sm:w-full max-sm:max-w-none max-sm:py-0 max-sm:pb-1">
                    {doc.type === "WEB" ? (
                      <a href={doc.url} className="hover:underline" target="_blank" rel="noopener noreferrer">
                        {doc.title}
                        <span className="block break-all text-xs text-zinc-400">{doc.url}</span>
                      </a>
                    ) : (
                      <a href={doc.url} className="hover:underline" download>
                        {doc.title}
                      </a>
                    )}
                    <div>
                      <DocumentPersonas
                        doc={doc}
                        personas={personas}
                        lang={lang}
                        onSaved={(updated) => setDocs((list) => applyChange(list ?? [], { event: "update", data: updated }))}
                      />
                    </div>
                  </td>
                  <td className="whitespace-nowrap py-3 pr-3 text-zinc-300 max-sm:py-0">{formatSize(doc.size, lang)}</td>
                  <td className="py-3 pr-3 max-sm:py-0" data-testid="document-status">
                    {<StatusIcon doc={doc} lang={lang} />}
                  </td>
                  <td className="whitespace-nowrap py-3 pr-3 text-zinc-300 max-sm:py-0">
                    <time dateTime={doc.createdAt}>{dateFormat.format(new Date(doc.createdAt))}</time>
                  </td>
                  <td className="whitespace-nowrap py-3 max-sm:w-full max-sm:pb-0 max-sm:pt-2">
                    <div className="flex flex-wrap gap-2">
                      <PassagesDialog doc={doc} lang={lang} />
                      <button
                        type="button"
                        onClick={() => void reindex(doc)}
                        disabled={doc.status === "PROCESSING"}
                        className="rounded border border-white/20 px-2 py-1 text-xs text-white disabled:opacity-40"
                      >
                        {t.reindex}
                        <span className="sr-only">: {doc.title}</span>
                      </button>
                      <ConfirmDialog
                        trigger={
                          <button type="button" className="rounded bg-red-700 px-2 py-1 text-xs text-white">
                            {t.delete}
                            <span className="sr-only">: {doc.title}</span>
                          </button>
                        }
                        title={t.confirmTitle}
                        description={format(t.confirmText, { title: doc.title })}
                        cancel={t.cancel}
                        confirm={t.confirm}
                        onConfirm={() => void remove(doc)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
