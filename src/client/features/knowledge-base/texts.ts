import { defineTexts, type Lang, LOCALES } from "#shared/i18n";

export const kbTexts = defineTexts({
  de: {
    uploadTitle: "Dokumente hochladen",
    dropHint: "PDF-Dateien hierher ziehen oder",
    choose: "Dateien auswählen",
    limits: "Bis zu 3 Dateien gleichzeitig, nur PDF, höchstens {mb} MB pro Datei.",
    tooMany: "Bitte höchstens 3 Dateien auf einmal hochladen.",
    notPdf: "„{name}“ ist keine PDF-Datei.",
    listTitle: "Dokumentenverwaltung",
    loading: "Dokumente werden geladen …",
    empty: "Noch keine Dokumente hochgeladen.",
    loadFailed: "Failed to load documents",
    uploadFailed: "Failed to upload document",
    deleteFailed: "Failed to delete document",
    reindexFailed: "Das Dokument konnte nicht neu indexiert werden.",
    revertFailed: "Error removing file",
    remove: "Entfernen",
    delete: "Löschen",
    reindex: "Neu indexieren",
    confirmTitle: "Dokument löschen?",
    confirmText: "„{title}“ wird mit allen Textpassagen endgültig gelöscht.",
    cancel: "Abbrechen",
    confirm: "Endgültig löschen",
    download: "Herunterladen",
    states: {
      init: "Bereit",
      loading: "Wird geladen",
      idle: "Bereit",
      queued: "Wartet auf Upload",
      processing: "Wird hochgeladen",
      complete: "Hochgeladen – wird verarbeitet",
      processed: "Verarbeitet – steht dem Coach zur Verfügung",
      failed: "Verarbeitung fehlgeschlagen",
      error: "Fehler",
      revertError: "Fehler beim Entfernen",
    },
    status: { PROCESSING: "In Verarbeitung", COMPLETED: "Verarbeitet", ERROR: "Fehler" },
    columns: { title: "Titel", size: "Größe", status: "Status", date: "Hochgeladen am", actions: "Aktionen" },
  },
  en: {
    uploadTitle: "Upload documents",
    dropHint: "Drag PDF files here or",
    choose: "choose files",
    limits: "Up to 3 files at once, PDF only, at most {mb} MB per file.",
    tooMany: "Please upload at most 3 files at once.",
    notPdf: "“{name}” is not a PDF file.",
    listTitle: "Document management",
    loading: "Loading documents …",
    empty: "No documents uploaded yet.",
    loadFailed: "Failed to load documents",
    uploadFailed: "Failed to upload document",
    deleteFailed: "Failed to delete document",
    reindexFailed: "The document could not be re-indexed.",
    revertFailed: "Error removing file",
    remove: "Remove",
    delete: "Delete",
    reindex: "Re-index",
    confirmTitle: "Delete document?",
    confirmText: "“{title}” and all its passages will be deleted permanently.",
    cancel: "Cancel",
    confirm: "Delete permanently",
    download: "Download",
    states: {
      init: "Ready",
      loading: "Loading",
      idle: "Ready",
      queued: "Waiting to upload",
      processing: "Uploading",
      complete: "Uploaded – processing",
      processed: "Processed – available to the coach",
      failed: "Processing failed",
      error: "Error",
      revertError: "Error while removing",
    },
    status: { PROCESSING: "Processing", COMPLETED: "Processed", ERROR: "Error" },
    columns: { title: "Title", size: "Size", status: "Status", date: "Uploaded on", actions: "Actions" },
  },
});

/** 1234567 → "1,2 MB" (German) / "1.2 MB" (English). */
export function formatSize(bytes: number, lang: Lang): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const nf = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${nf.format(value)} ${units[unit]}`;
}
