import type { Lang } from "#shared/i18n";
import { DocumentList } from "./document-list";
import { TestQuestion } from "./test-question";
import { UploadZone } from "./upload-zone";
import { useLiveDocuments } from "./use-live-documents";
import { usePersonas } from "./use-personas";

/** The dashboard's 'Wissensdatenbank' tab: upload panel, live document list and the test question. */
export function KnowledgeBasePanel({ lang, maxUploadMb }: { lang: Lang; maxUploadMb: number }) {
  const live = useLiveDocuments(lang);
  const personas = usePersonas(lang);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <UploadZone lang={lang} maxMb={maxUploadMb} documents={live[0]} />
      <DocumentList lang={lang} live={live} personas={personas} />
      <div className="lg:col-span-2">
        <TestQuestion lang={lang} personas={personas} />
      </div>
    </div>
  );
}
