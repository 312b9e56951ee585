import type { Lang } from "#shared/i18n";
import { DocumentList } from "./document-list";
import { GapsView } from "./gaps-view";
import { TestQuestion } from "./test-question";
import { UploadZone } from "./upload-zone";
import { useLiveDocuments } from "./use-live-documents";
import { usePersonas } from "./use-personas";
import { useWebSources } from "./use-web-sources";
import { WebSources } from "./web-sources";

/** The dashboard's 'Wissensdatenbank' tab: upload panel, live document list, web sources and the test question. */
export function KnowledgeBasePanel({ lang, maxUploadMb }: { lang: Lang; maxUploadMb: number }) {
  const web = useWebSources(lang);
  const live = useLiveDocuments(lang, web.apply);
  const personas = usePersonas(lang);
  return (
    // One column: beside the upload zone the list had no room for its actions (cut off at 1280 px).
    <div className="grid grid-cols-1 gap-6">
      <UploadZone lang={lang} maxMb={maxUploadMb} documents={live[0]} />
      <DocumentList lang={lang} live={live} personas={personas} />
      <WebSources lang={lang} web={web} />
      <TestQuestion lang={lang} personas={personas} />
      <GapsView lang={lang} />
    </div>
  );
}
