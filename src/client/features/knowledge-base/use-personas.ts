import { useEffect, useState } from "react";
import type { Lang } from "#shared/i18n";
import type { PersonaAdmin } from "#shared/schemas/persona";
import { settle, useApi, type Settled } from "../../lib/api/client";
import { kbTexts } from "./texts";

/** The personas, the default first, for the knowledge tab: `undefined` while loading, else the list or why it could not be loaded. */
export function usePersonas(lang: Lang): Settled<PersonaAdmin[]> | undefined {
  const [personas, setPersonas] = useState<Settled<PersonaAdmin[]>>();
  const api = useApi(lang);
  useEffect(() => {
    let closed = false;
    void settle<PersonaAdmin[]>(api.GET("/api/admin/personas"), lang, kbTexts[lang].personas.loadFailed).then(
      (result) => !closed && setPersonas(result),
    );
    return () => {
      closed = true;
    };
  }, [api, lang]);
  return personas;
}
