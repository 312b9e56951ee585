import { expect, test } from "vitest";
import { withPageUrls } from "./sources";

test("a source that is a web page carries its address; a PDF's stays as it was", async () => {
  const pdf = { documentId: "00000000-0000-4000-8000-000000000001", title: "Ratgeber.pdf", page: 3 };
  const web = { documentId: "00000000-0000-4000-8000-000000000002", title: "Besser schlafen", page: 1 };
  const asked: string[][] = [];
  const documents = {
    pageUrls: async (ids: readonly string[]) => {
      asked.push([...ids]);
      return new Map([[web.documentId, "https://example.org/schlaf"]]);
    },
  };
  expect(await withPageUrls([pdf, web], documents)).toEqual([pdf, { ...web, url: "https://example.org/schlaf" }]);
  // No sources, no query.
  expect(await withPageUrls([], documents)).toEqual([]);
  expect(asked).toHaveLength(1);
});
