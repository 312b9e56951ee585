import { useCallback, useEffect, useState } from "react";
import type { WebSourceJson } from "#shared/api/web-sources";
import type { Lang } from "#shared/i18n";
import { settle, useApi } from "../../lib/api/client";
import type { SourceChange } from "./use-live-documents";
import { webTexts } from "./web-source-texts";

const fetchedAt = (s: WebSourceJson) => (s.lastFetchedAt ? Date.parse(s.lastFetchedAt) : -Infinity);

/**
 * Puts a source's state into the list, unless the list already holds a later fetch of it. Every
 * fetch's outcome moves `lastFetchedAt` on, so an answer that left the server before the fetch
 * ended (the add's or refresh's own answer, a list loaded meanwhile) never covers the outcome the
 * stream delivered first: the answer and the stream travel on different connections.
 */
export function mergeSource(list: readonly WebSourceJson[] | null | undefined, incoming: WebSourceJson): WebSourceJson[] {
  const current = list?.find((s) => s.id === incoming.id);
  if (!current) return [incoming, ...(list ?? [])];
  if (fetchedAt(incoming) < fetchedAt(current)) return [...(list ?? [])];
  return (list ?? []).map((s) => (s.id === incoming.id ? incoming : s));
}

/**
 * The web sources, loaded once and moved on by the document stream's `source` events
 * (useLiveDocuments hands them over with `apply`); `null` from the stream reloads them.
 */
export function useWebSources(lang: Lang) {
  const api = useApi(lang);
  const [sources, setSources] = useState<WebSourceJson[] | null>();
  const [problem, setProblem] = useState<string>();
  const load = useCallback(() => {
    void settle<WebSourceJson[]>(api.GET("/api/web-sources"), lang, webTexts[lang].loadFailed).then((result) => {
      setProblem(result.ok ? undefined : result.text);
      setSources((current) => {
        if (!result.ok) return current ?? null;
        const loaded = result.data;
        return loaded.map((s) => current?.find((c) => c.id === s.id && fetchedAt(c) > fetchedAt(s)) ?? s);
      });
    });
  }, [api, lang]);
  useEffect(load, [load]);
  const apply = useCallback(
    (change: SourceChange) => {
      if (change === null) return load();
      if (change.event === "source-delete") return setSources((list) => list?.filter((s) => s.id !== change.data.id));
      const source = change.data;
      setSources((list) => mergeSource(list, source));
    },
    [load],
  );
  const upsert = useCallback((source: WebSourceJson) => setSources((list) => mergeSource(list, source)), []);
  return { sources, setSources, upsert, problem, apply };
}

export type WebSourcesState = ReturnType<typeof useWebSources>;
