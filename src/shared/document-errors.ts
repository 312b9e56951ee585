import { defineTexts, LOCALES } from "./i18n";

/** More pages than this is no coaching document; such a file is refused before any page is read. */
export const MAX_PDF_PAGES = 2000;

/** Why a document ended in ERROR; the list shows the reason in the operator's language. */
export type DocumentErrorCode =
  | "broken"
  | "encrypted"
  | "no-text"
  | "empty"
  | "too-many-pages"
  | "too-large"
  | "timeout"
  | "interrupted"
  | "missing-file"
  | "retry";

/** The reasons, in words an operator can act on. The German one is also the API's `error` field. */
export const DOCUMENT_ERROR_TEXTS = defineTexts({
  de: {
    broken: "Die Datei ist beschädigt oder unvollständig und konnte nicht gelesen werden.",
    encrypted: "Die PDF-Datei ist passwortgeschützt. Bitte laden Sie eine Version ohne Passwort hoch.",
    "no-text":
      "Die PDF enthält keinen Text (vermutlich ein Scan ohne Texterkennung). Bitte laden Sie eine Version mit Textebene hoch.",
    empty: "Die PDF-Datei ist leer.",
    "too-many-pages": `Die PDF-Datei hat zu viele Seiten (höchstens ${MAX_PDF_PAGES}).`,
    "too-large":
      "Die PDF-Datei ist zu groß oder zu komplex, um gelesen zu werden (zu viel Text oder ungewöhnlich stark komprimierte oder verschachtelte Inhalte). Bitte speichern Sie sie neu oder teilen Sie sie in kleinere Dateien auf.",
    timeout: "Die Verarbeitung hat zu lange gedauert. Die Datei ist möglicherweise beschädigt oder ungewöhnlich aufgebaut.",
    interrupted:
      "Die Verarbeitung wurde wiederholt abgebrochen. Bitte laden Sie die Datei erneut hoch oder indexieren Sie sie neu.",
    "missing-file": "Die gespeicherte Datei fehlt. Bitte laden Sie das Dokument erneut hoch.",
    retry: "Die Datei konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.",
  } satisfies Record<DocumentErrorCode, string>,
  en: {
    broken: "The file is damaged or incomplete and could not be read.",
    encrypted: "The PDF is password-protected. Please upload a version without a password.",
    "no-text": "The PDF contains no text (probably a scan without text recognition). Please upload a version with a text layer.",
    empty: "The PDF is empty.",
    "too-many-pages": `The PDF has too many pages (at most ${MAX_PDF_PAGES.toLocaleString(LOCALES.en.tag)}).`,
    "too-large":
      "The PDF is too large or too complex to be read (too much text, or unusually heavily compressed or nested content). Please re-save it or split it into smaller files.",
    timeout: "Processing took too long. The file may be damaged or unusually built.",
    interrupted: "Processing was interrupted repeatedly. Please upload the file again or re-index it.",
    "missing-file": "The stored file is missing. Please upload the document again.",
    retry: "The file could not be processed. Please try again.",
  },
});
