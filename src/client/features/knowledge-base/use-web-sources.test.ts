import { describe, expect, it } from "vitest";
import type { WebSourceJson } from "#shared/api/web-sources";
import { mergeSource } from "./use-web-sources";

const base: WebSourceJson = {
  id: "11111111-1111-4111-8111-111111111111",
  url: "https://example.org/abendroutine",
  kind: "page",
  pageLimit: 1,
  refreshHours: 24,
  status: "PROCESSING",
  errorCode: null,
  errorDetail: null,
  pageCount: 0,
  failedPages: 0,
  lastFetchedAt: null,
  nextFetchAt: "2026-11-29T10:00:00.000Z",
  createdAt: "2026-11-29T10:00:00.000Z",
};
const fetched: WebSourceJson = {
  ...base,
  status: "COMPLETED",
  pageCount: 1,
  lastFetchedAt: "2026-11-29T10:00:01.000Z",
  nextFetchAt: "2026-11-30T10:00:01.000Z",
};

describe("mergeSource", () => {
  it("keeps the fetch's outcome when the add's own answer arrives after it", () => {
    expect(mergeSource([fetched], base)).toEqual([fetched]);
  });

  it("keeps the outcome of a refresh when the refresh's answer arrives late", () => {
    const later = { ...fetched, lastFetchedAt: "2026-11-29T11:00:00.000Z" };
    const refreshing = { ...fetched, status: "PROCESSING" as const };
    expect(mergeSource([later], refreshing)).toEqual([later]);
  });

  it("takes a newer state, and a refresh of the same fetch", () => {
    expect(mergeSource([base], fetched)).toEqual([fetched]);
    const refreshing = { ...fetched, status: "PROCESSING" as const };
    expect(mergeSource([fetched], refreshing)).toEqual([refreshing]);
  });

  it("puts a source it does not know first", () => {
    const other = { ...fetched, id: "22222222-2222-4222-8222-222222222222" };
    expect(mergeSource([other], base)).toEqual([base, other]);
    expect(mergeSource(undefined, base)).toEqual([base]);
  });
});
