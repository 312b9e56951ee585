import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import type { DocumentJson, DocumentStreamEvent } from "#shared/contracts/documents";
import { useSignIns } from "../../lib/admin-session/context";

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
      return list;
  }
}

/**
 * The list and its setter: `undefined` while loading, `null` when it could not be loaded.
 */
export type LiveDocuments = [DocumentJson[] | null | undefined, Dispatch<SetStateAction<DocumentJson[] | null | undefined>>];

/**
 * The operator's documents, loaded once and kept current from the server's
 * event stream, so the list and the upload panel show the same status of
 * each document as ingestion moves it on.
 */
export function useLiveDocuments(): LiveDocuments {
  const signIns = useSignIns();
  const [docs, setDocs] = useState<DocumentJson[] | null>();
  useEffect(() => {
    let closed = false;
    // Changes that arrive while the list loads are applied again on top of it, so none is lost.
    let pending: DocumentStreamEvent[] | undefined;
    const load = () => {
      pending = [];
      fetch("/api/documents")
        .then(async (r) => {
          if (!r.ok) throw new Error(`HTTP ${r.status}`);
          let list = (await r.json()) as DocumentJson[];
          for (const change of pending ?? []) list = applyChange(list, change);
          if (!closed) setDocs(list);
        })
        .catch(() => !closed && setDocs((current) => current ?? null))
        .finally(() => (pending = undefined));
    };
    // The server opens the stream once it is subscribed; every (re)connect loads the list, so
    // changes made while the stream was away are not missed. 'resync': the server's own
    // connection to the database was lost and is back.
    const source = new EventSource("/api/documents/events");
    source.addEventListener("open", load);
    source.addEventListener("resync", load);
    for (const event of ["insert", "update", "delete"] as const) {
      source.addEventListener(event, (e) => {
        const change = { event, data: JSON.parse((e as MessageEvent<string>).data) as unknown } as DocumentStreamEvent;
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
  }, [signIns]);
  return [docs, setDocs];
}
