import type { Lang } from "#shared/i18n";
import { DocumentList } from "./document-list";
import { UploadZone } from "./upload-zone";
import { useLiveDocuments } from "./use-live-documents";

/** The dashboard's 'Wissensdatenbank' tab: upload panel and live document list. */
export function KnowledgeBasePanel({ lang, maxUploadMb }: { lang: Lang; maxUploadMb: number }) {
  const live = useLiveDocuments();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <UploadZone lang={lang} maxMb={maxUploadMb} documents={live[0]} />
      <DocumentList lang={lang} live={live} />
    </div>
  );
}
