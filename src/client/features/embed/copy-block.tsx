import { useId, useState } from "react";
import type { Lang } from "#shared/i18n";
import { embedTexts } from "./texts";

/** A snippet to paste into the operator's site, with a button that copies it. */
export function CopyBlock({ label, code, lang, testId }: { label: string; code: string; lang: Lang; testId: string }) {
  const t = embedTexts[lang].admin;
  const id = useId();
  const [status, setStatus] = useState<"" | "copied" | "failed">("");
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <p id={id} className="text-sm text-zinc-200">
          {label}
        </p>
        <button
          type="button"
          aria-describedby={id}
          onClick={() =>
            void navigator.clipboard.writeText(code).then(
              () => setStatus("copied"),
              () => setStatus("failed"),
            )
          }
          className="rounded-lg border border-white/20 px-3 py-1 text-xs font-semibold text-white hover:bg-white/10"
        >
          {t.copy}
        </button>
      </div>
      <pre
        className="mt-1 overflow-x-auto whitespace-pre-wrap break-all rounded-lg border border-white/10 bg-black p-3 text-xs text-zinc-100"
        data-testid={testId}
      >
        <code>{code}</code>
      </pre>
      <p role="status" className="mt-1 text-xs text-zinc-300">
        {status === "copied" ? t.copied : status === "failed" ? t.copyFailed : ""}
      </p>
    </div>
  );
}
