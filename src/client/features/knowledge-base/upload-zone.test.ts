import { expect, test } from "vitest";
import type { DocumentJson } from "#shared/contracts/documents";
import { DOCUMENT_ERROR_TEXTS } from "#shared/document-errors";
import { uploadView } from "./upload-zone";

const doc = (status: DocumentJson["status"], extra: Partial<DocumentJson> = {}): DocumentJson => ({
  id: "d1",
  title: "Schlaf.pdf",
  type: "PDF",
  url: "/api/documents/d1/file",
  webSourceId: null,
  status,
  error: null,
  errorCode: null,
  size: 1000,
  pageCount: null,
  createdAt: "2026-11-25T00:00:00.000Z",
  createdBy: null,
  personas: null,
  ...extra,
});
const uploaded = { state: "complete" as const, documentId: "d1" };

test("an uploaded file says 'processing' until its document has an outcome", () => {
  expect(uploadView(uploaded, undefined, "de")).toEqual({
    state: "complete",
    text: "Hochgeladen – wird verarbeitet",
    problem: false,
  });
  expect(uploadView(uploaded, [doc("PROCESSING")], "de").text).toBe("Hochgeladen – wird verarbeitet");
});

test("it follows its document to the end, in the page's language", () => {
  expect(uploadView(uploaded, [doc("COMPLETED")], "de")).toEqual({
    state: "processed",
    text: "Verarbeitet – steht dem Coach zur Verfügung",
    problem: false,
  });
  expect(uploadView(uploaded, [doc("ERROR", { error: "Die Datei ist beschädigt.", errorCode: "broken" })], "en")).toEqual({
    state: "failed",
    text: `Processing failed: ${DOCUMENT_ERROR_TEXTS.en.broken}`,
    problem: true,
  });
});

test("an upload that failed keeps its own message; a file still uploading ignores the list", () => {
  expect(uploadView({ state: "error", error: "Upload fehlgeschlagen: zu groß" }, [doc("COMPLETED")], "de")).toEqual({
    state: "error",
    text: "Upload fehlgeschlagen: zu groß",
    problem: true,
  });
  expect(uploadView({ state: "processing", documentId: "d1" }, [doc("COMPLETED")], "de").state).toBe("processing");
});

test("a document deleted after it was listed says so, not 'processing' again", () => {
  const listed = { ...uploaded, listed: true };
  expect(uploadView(listed, [], "de")).toEqual({
    state: "deleted",
    text: "Gelöscht – nicht mehr in der Wissensdatenbank",
    problem: false,
  });
  expect(uploadView(listed, [doc("COMPLETED", { id: "d2" })], "en").text).toBe("Deleted – no longer in the knowledge base");
  // Not listed yet (the upload's answer came before the live event): still processing.
  expect(uploadView(uploaded, [], "de").state).toBe("complete");
  // While the list is (re)loading nothing is concluded.
  expect(uploadView(listed, undefined, "de").state).toBe("complete");
});
