import type { Lang } from "../../../shared/routes";
import { DocumentList } from "./document-list";
import { UploadZone } from "./upload-zone";

/** The dashboard's 'Wissensdatenbank' tab: upload panel and live document list. */
export function KnowledgeBasePanel({ lang, maxUploadMb }: { lang: Lang; maxUploadMb: number }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <UploadZone lang={lang} maxMb={maxUploadMb} />
      <DocumentList lang={lang} />
    </div>
  );
}
