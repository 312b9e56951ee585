import { useEffect, useState } from "react";
import type { Lang } from "#shared/i18n";
import { useApi } from "../../lib/api/client";
import { adminTexts } from "./texts";

/** While site.config.json holds example data, the overview lists what to replace (the server's start-up log says the same). */
export function GoLiveNotice({ lang }: { lang: Lang }) {
  const t = adminTexts[lang].dashboard;
  const [fields, setFields] = useState<string[]>([]);
  const api = useApi(lang);
  useEffect(() => {
    api
      .GET("/api/settings/go-live")
      .then(({ data }) => setFields(data?.placeholders ?? []))
      .catch(() => setFields([]));
  }, [api]);
  if (fields.length === 0) return null;
  return (
    <section
      aria-labelledby="go-live-title"
      className="mt-6 rounded-2xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm text-amber-100"
      data-testid="go-live"
    >
      <h2 id="go-live-title" className="font-semibold text-amber-50">
        {t.goLiveTitle}
      </h2>
      <p className="mt-1">{t.goLiveText}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {fields.map((f) => (
          <li key={f}>
            <code className="rounded bg-black/40 px-1.5 py-0.5 text-xs">{f}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
