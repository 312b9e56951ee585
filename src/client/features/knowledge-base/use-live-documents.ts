import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { documentStreamEventSchema } from "#shared/api/documents";
import type { DocumentJson, DocumentStreamEvent } from "#shared/contracts/documents";
import type { Lang } from "#shared/i18n";
import { useSignIns } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { kbTexts } from "./texts";

/** Applies a live change from the event stream: insert first, update and delete by id. */
export function applyChange(list: DocumentJson[], change: DocumentStreamEvent): DocumentJson[] {
  switch (change.event) {
    case "insert":
      return [change.data, ...list.filter((d) => d.id !== change.data.id)];
    case "update":
      return list.some((d) => d.id === change.data.id)
        ? list.map((d) => (d.id === change.data.id ? change.data : d))
        : [change.data, ...list];
    case "delete":
      return list.filter((d) => d.id !== change.data.id);
    case "resync":
    case "source":
    case "source-delete":
      return list;
  }
}

/**
 * The list, its setter, and why the list could not be loaded: it is
 * `undefined` while loading, `null` when it could not be loaded.
 */
export type LiveDocuments = [
  DocumentJson[] | null | undefined,
  Dispatch<SetStateAction<DocumentJson[] | null | undefined>>,
  string | undefined,
];

/**
 * The operator's documents, loaded once and kept current from the server's
 * event stream, so the list and the upload panel show the same status of
 * each document as ingestion moves it on.
 */
/** A web source's change from the same stream, or `null`: the stream (re)opened, reload the sources. */
export type SourceChange = Extract<DocumentStreamEvent, { event: "source" | "source-delete" }> | null;

export function useLiveDocuments(lang: Lang, onSource?: (change: SourceChange) => void): LiveDocuments {
  const signIns = useSignIns();
  const sourceListener = useRef(onSource);
  sourceListener.current = onSource;
  const api = useApi(lang);
  const [docs, setDocs] = useState<DocumentJson[] | null>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let closed = false;
    // Changes that arrive while the list loads are applied again on top of it, so none is lost.
    let pending: DocumentStreamEvent[] | undefined;
    const load = () => {
      sourceListener.current?.(null);
      pending = [];
      void settle<DocumentJson[]>(api.GET("/api/documents"), lang, kbTexts[lang].loadFailed)
        .then((result) => {
          if (closed) return;
          setProblem(result.ok ? undefined : result.text);
          // A list that failed to load again is kept as it is: the live events still move it on.
          if (!result.ok) return setDocs((current) => current ?? null);
          let list = result.data;
          for (const change of pending ?? []) list = applyChange(list, change);
          setDocs(list);
        })
        .finally(() => (pending = undefined));
    };
    // The server opens the stream once it is subscribed; every (re)connect loads the list, so
    // changes made while the stream was away are not missed. 'resync': the server's own
    // connection to the database was lost and is back.
    const source = new EventSource("/api/documents/events");
    source.addEventListener("open", load);
    source.addEventListener("resync", load);
    for (const event of ["source", "source-delete"] as const) {
      source.addEventListener(event, (e) => {
        const parsed = documentStreamEventSchema.safeParse({ event, data: parseJson((e as MessageEvent<string>).data) });
        if (parsed.success && (parsed.data.event === "source" || parsed.data.event === "source-delete"))
          sourceListener.current?.(parsed.data);
        else sourceListener.current?.(null);
      });
    }
    for (const event of ["insert", "update", "delete"] as const) {
      source.addEventListener(event, (e) => {
        const parsed = documentStreamEventSchema.safeParse({ event, data: parseJson((e as MessageEvent<string>).data) });
        // An event this page cannot read (another version of the server): the list is loaded again instead.
        if (!parsed.success) return load();
        const change = parsed.data;
        pending?.push(change);
        setDocs((list) => (list ? applyChange(list, change) : list));
      });
    }
    // Without a stream at all (the server refused it), the list still loads once.
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) load();
    });
    return () => {
      closed = true;
      source.close();
    };
    // A sign-in through the session dialog reopens the stream the ended session closed (and reloads the list).
  }, [api, lang, signIns]);
  return [docs, setDocs, problem];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
