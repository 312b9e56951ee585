import { extractText, getDocumentProxy } from "unpdf";
import { DOCUMENT_ERROR_TEXTS, MAX_PDF_PAGES, type DocumentErrorCode } from "#shared/document-errors";

export type IngestionErrorCode = Extract<
  DocumentErrorCode,
  "broken" | "encrypted" | "no-text" | "empty" | "too-many-pages" | "too-large" | "timeout"
>;

export class IngestionError extends Error {
  readonly reason: string;
  constructor(readonly code: IngestionErrorCode) {
    super(DOCUMENT_ERROR_TEXTS.de[code]);
    this.reason = DOCUMENT_ERROR_TEXTS.de[code];
    this.name = "IngestionError";
  }
}

/**
 * pdf.js met a limit of the process it runs in: an allocation the address-space
 * limit refused, a typed array larger than the engine allows, or nesting deeper
 * than the stack. pdf.js wraps such errors into its own (UnknownErrorException)
 * and keeps their message. The document is too large or too complex to read.
 */
export function isResourceExhaustion(err: unknown): boolean {
  const raw = (err as { message?: unknown } | null)?.message;
  const message = typeof raw === "string" ? raw : "";
  return /allocation failed|out of memory|invalid (typed )?array( buffer)? length|array buffer allocation|maximum call stack size exceeded/i.test(
    message,
  );
}

export interface ExtractedPdf {
  /** Text per page, 1-based page numbers. */
  pages: { page: number; text: string }[];
  language: "de" | "en";
}

/** Joins words split at line ends ("Stress-\nbewältigung") and tidies whitespace. */
export function normalizeText(text: string): string {
  return text
    .replace(/\u00ad/g, "")
    .replace(/(\p{Ll})-\s*\n\s*(\p{Ll})/gu, "$1$2")
    .replace(/[ \t\f\v\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .replace(/\n{2,}/g, "\n\n")
    .trim();
}

const DE_WORDS = new Set(
  "der die das und ist nicht ich du sie es mit für auf ein eine zu von den im sich auch wie bei oder wenn wir".split(" "),
);
const EN_WORDS = new Set("the and is not you it with for on a an to of in that this are be as if we your or".split(" "));

/** German or English by counting frequent words; German when unsure. */
export function detectLanguage(text: string): "de" | "en" {
  let de = 0;
  let en = 0;
  for (const w of text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .slice(0, 5000)) {
    if (DE_WORDS.has(w)) de++;
    if (EN_WORDS.has(w)) en++;
  }
  return en > de * 1.2 ? "en" : "de";
}

export interface ExtractOptions {
  /** Milliseconds extraction may take before the file counts as broken. */
  timeoutMs?: number;
  /** Upper bound of extracted characters (all pages); more is refused as too large. */
  maxChars?: number;
}

/** About 2,000 pages of dense text: more is not a coaching document but a data dump or a bomb. */
export const MAX_TEXT_CHARS = 10_000_000;

export async function extractPdf(bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractedPdf> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  const work = (async () => {
    let pdf;
    try {
      // pdf.js takes ownership of the buffer it is given: hand it a copy.
      pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === "PasswordException") throw new IngestionError("encrypted");
      throw new IngestionError(isResourceExhaustion(err) ? "too-large" : "broken");
    }
    try {
      if (pdf.numPages === 0) throw new IngestionError("empty");
      if (pdf.numPages > MAX_PDF_PAGES) {
        throw new IngestionError("too-many-pages");
      }
      let result;
      try {
        result = await extractText(pdf, { mergePages: false });
      } catch (err) {
        throw new IngestionError(isResourceExhaustion(err) ? "too-large" : "broken");
      }
      const maxChars = options.maxChars ?? MAX_TEXT_CHARS;
      if (result.text.reduce((sum, t) => sum + t.length, 0) > maxChars) throw new IngestionError("too-large");
      const pages = result.text.map((t, i) => ({ page: i + 1, text: normalizeText(t) })).filter((p) => p.text.length > 0);
      if (pages.length === 0) {
        // Pages exist but carry no text: a scan without a text layer, or blank pages.
        throw new IngestionError("no-text");
      }
      return { pages, language: detectLanguage(pages.map((p) => p.text).join(" ")) };
    } finally {
      void pdf.destroy();
    }
  })();
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new IngestionError("timeout")), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
