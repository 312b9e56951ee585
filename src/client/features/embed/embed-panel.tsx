import { useEffect, useId, useState } from "react";
import type { Lang } from "#shared/i18n";
import type { PersonaAdmin } from "#shared/schemas/persona";
import { settle, useApi, type Settled } from "../../lib/api/client";
import { SettingsForm } from "./settings-form";
import { embedTexts } from "./texts";
import { field } from "./ui";
import { UsageTable } from "./usage-table";

/** The dashboard's "Einbetten" tab: per persona who may embed it, its launcher, the snippets, and usage per site. */
export function EmbedPanel({ lang }: { lang: Lang }) {
  const t = embedTexts[lang].admin;
  const id = useId();
  const api = useApi(lang);
  const [loaded, setLoaded] = useState<Settled<PersonaAdmin[]>>();
  const [selected, setSelected] = useState<string>();
  const [origin, setOrigin] = useState("");
  useEffect(() => {
    setOrigin(window.location.origin);
    let closed = false;
    void settle<PersonaAdmin[]>(api.GET("/api/admin/personas"), lang, t.loadFailed).then((result) => {
      if (closed) return;
      setLoaded(result);
      if (result.ok) setSelected((s) => s ?? result.data[0]?.id);
    });
    return () => {
      closed = true;
    };
  }, [api, lang, t]);
  const personas = loaded?.ok ? loaded.data : undefined;
  const persona = personas?.find((p) => p.id === selected);
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-zinc-400">{t.intro}</p>
      {loaded?.ok === false ? (
        <p role="alert" className="text-sm text-red-300">
          {loaded.text}
        </p>
      ) : null}
      {personas && personas.length > 0 ? (
        <div className="max-w-xs">
          <label htmlFor={`${id}-persona`} className="text-sm text-zinc-200">
            {t.persona}
          </label>
          <select id={`${id}-persona`} value={selected} onChange={(e) => setSelected(e.target.value)} className={field}>
            {personas.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.slug})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {persona && origin ? <SettingsForm key={persona.id} persona={persona} lang={lang} origin={origin} /> : null}
      <UsageTable lang={lang} />
    </div>
  );
}
