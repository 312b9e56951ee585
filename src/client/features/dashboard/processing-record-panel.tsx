import { useState } from "react";
import { defineTexts, format, type Lang } from "#shared/i18n";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle } from "../../lib/api/client";
import { SaveResultLine, type SaveResult } from "../../components/save-result";

const texts = defineTexts({
  de: {
    title: "Verzeichnis von Verarbeitungstätigkeiten",
    intro:
      "Das Verzeichnis nach Art. 30 DSGVO: Verantwortlicher, jede Verarbeitung mit Zweck, Rechtsgrundlage, Daten, Empfängern und deren Verarbeitungsort, Speicherfristen und Schutzmaßnahmen, bei jedem Herunterladen aus der aktuellen Konfiguration erzeugt. Was nur Sie wissen können, ist zum Ergänzen markiert. Eine HTML-Datei zum Drucken oder Speichern als PDF; jedes Herunterladen steht im Protokoll.",
    download: "Verzeichnis von Verarbeitungstätigkeiten herunterladen",
    busy: "Wird erstellt …",
    done: "Heruntergeladen: {file}",
    failed: "Das Verzeichnis konnte nicht erstellt werden.",
  },
  en: {
    title: "Record of processing activities",
    intro:
      "The record under Art. 30 GDPR: controller, each processing activity with purpose, legal basis, data, recipients and their place of processing, retention periods and safeguards, generated from the current configuration at every download. What only you can know is marked for you to complete. An HTML file to print or save as PDF; every download is recorded in the audit log.",
    download: "Download record of processing activities",
    busy: "Generating …",
    done: "Downloaded: {file}",
    failed: "The record could not be generated.",
  },
});

/** The file name the server gave the download (content-disposition), or a plain one. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? "record-of-processing.html";
}

/** Hands a downloaded file to the browser's downloads, as a link to it would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // Some browsers read the file after the click returns; the address is freed once they have it.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/**
 * Settings tab, for owners: the record of processing activities (Art. 30
 * GDPR) as a download in the console's language
 * (GET /api/settings/processing-record). Through the admin session, so an
 * ended session asks for a sign-in in place and the download follows.
 */
export function ProcessingRecordPanel({ lang }: { lang: Lang }) {
  const t = texts[lang];
  const admin = useAdminApi(lang);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SaveResult>();

  const download = async () => {
    setBusy(true);
    setResult(undefined);
    const request = admin.GET("/api/settings/processing-record", { params: { query: { lang } }, parseAs: "blob" });
    const outcome = await settle(request, lang, t.failed, (err, l) => changeFailedText(err, l, t.failed));
    if (outcome.ok) {
      const name = fileNameOf((await request).response);
      saveFile(outcome.data, name);
      setResult({ ok: true, text: format(t.done, { file: name }) });
    } else setResult({ ok: false, text: outcome.text });
    setBusy(false);
  };

  return (
    <section
      aria-labelledby="processing-record-title"
      className="rounded-2xl border border-white/10 bg-zinc-950 p-5 md:col-span-2"
      data-testid="processing-record"
    >
      <h2 id="processing-record-title" className="text-lg font-semibold text-white">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-zinc-400">{t.intro}</p>
      <button
        type="button"
        disabled={busy}
        onClick={() => void download()}
        className="mt-4 rounded-lg bg-pink-600 px-4 py-2 text-sm font-semibold text-white hover:bg-pink-500 disabled:opacity-60"
      >
        {busy ? t.busy : t.download}
      </button>
      <SaveResultLine result={result} className="mt-3 text-sm [overflow-wrap:anywhere]" />
    </section>
  );
}
