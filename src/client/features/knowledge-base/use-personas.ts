import { useEffect, useState } from "react";
import type { PersonaAdmin } from "#shared/schemas/persona";

/** The personas, the default first, for the knowledge tab: `undefined` while loading, `null` when they could not be loaded. */
export function usePersonas(): PersonaAdmin[] | null | undefined {
  const [personas, setPersonas] = useState<PersonaAdmin[] | null>();
  useEffect(() => {
    let closed = false;
    fetch("/api/admin/personas")
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const list = (await r.json()) as PersonaAdmin[];
        if (!closed) setPersonas(list);
      })
      .catch(() => !closed && setPersonas(null));
    return () => {
      closed = true;
    };
  }, []);
  return personas;
}
