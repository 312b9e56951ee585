/** What came of saving a form: a confirmation, or what went wrong. */
export interface SaveResult {
  ok: boolean;
  text: string;
}

/**
 * The line under a settings form that says how its save went: announced politely as a status when it
 * worked, as an alert when it did not. The live region is always there, so the announcement is heard
 * when the text appears.
 */
export function SaveResultLine({ result, className = "text-sm" }: { result: SaveResult | undefined; className?: string }) {
  return (
    <div aria-live="polite" className={className}>
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-green-300" : "text-red-300"}>
          {result.text}
        </p>
      ) : null}
    </div>
  );
}
