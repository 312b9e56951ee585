import ChevronDown from "lucide-react/icons/chevron-down";
import { Popover } from "radix-ui";
import { useId, useState } from "react";
import type { DocumentJson } from "#shared/contracts/documents";
import { format, type Lang } from "#shared/i18n";
import type { PersonaAdmin } from "#shared/schemas/persona";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, type Settled } from "../../lib/api/client";
import { kbTexts } from "./texts";

/** The names of the personas a document serves, as the list shows them. */
export function assignedNames(doc: Pick<DocumentJson, "personas">, personas: readonly PersonaAdmin[], lang: Lang): string {
  if (!doc.personas) return kbTexts[lang].personas.all;
  const names = personas.filter((p) => doc.personas?.includes(p.id)).map((p) => p.name);
  return names.length > 0 ? names.join(", ") : kbTexts[lang].personas.all;
}

/**
 * Which personas use a document: a button that names them, opening a small
 * form with "all personas" or a choice of personas (checkboxes). Saved with
 * PUT /api/documents/:id/personas; the list then follows from the live events.
 */
export function DocumentPersonas({
  doc,
  personas,
  lang,
  onSaved,
}: {
  doc: DocumentJson;
  /** The personas to choose from, or why they could not be loaded; `undefined` while loading. */
  personas: Settled<PersonaAdmin[]> | undefined;
  lang: Lang;
  onSaved: (doc: DocumentJson) => void;
}) {
  const t = kbTexts[lang].personas;
  const list = personas?.ok ? personas.data : undefined;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const api = useAdminApi(lang);

  const reset = () => {
    setAll(doc.personas === null);
    setChosen(doc.personas ?? []);
    setProblem(undefined);
  };
  const save = async () => {
    if (!all && chosen.length === 0) return setProblem(t.none);
    setSaving(true);
    setProblem(undefined);
    // Through the admin API: an ended session signs in again in place and the choice is saved then.
    const result = await settle<DocumentJson>(
      api.PUT("/api/documents/{id}/personas", {
        params: { path: { id: doc.id } },
        body: { personas: all ? null : chosen },
      }),
      lang,
      t.failed,
      (err, l) => changeFailedText(err, l, t.failed),
    );
    setSaving(false);
    if (!result.ok) return setProblem(result.text);
    onSaved(result.data);
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) reset();
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          className="mt-1 inline-flex max-w-full items-center gap-1 rounded border border-white/15 px-2 py-0.5 text-left text-xs text-zinc-300 hover:border-white/40 hover:text-white"
          data-testid="document-personas"
        >
          <span className="truncate">{format(t.button, { which: list ? assignedNames(doc, list, lang) : "…" })}</span>
          <ChevronDown aria-hidden="true" className="h-3 w-3 shrink-0" />
          <span className="sr-only">: {doc.title}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-h-[var(--radix-popover-content-available-height)] w-[min(20rem,calc(100vw-24px))] overflow-y-auto rounded-xl border border-white/15 bg-zinc-900 p-4 text-sm text-white shadow-xl"
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <fieldset>
              <legend className="break-words font-semibold">{format(t.legend, { title: doc.title })}</legend>
              <div className="mt-3 space-y-2">
                <label className="flex items-start gap-2">
                  <input type="radio" name={`${id}-scope`} checked={all} onChange={() => setAll(true)} className="mt-1" />
                  <span>
                    {t.all}
                    <span className="block text-xs text-zinc-400">{t.allHint}</span>
                  </span>
                </label>
                <label className="flex items-start gap-2">
                  <input type="radio" name={`${id}-scope`} checked={!all} onChange={() => setAll(false)} className="mt-1" />
                  <span>{t.some}</span>
                </label>
              </div>
              {personas === undefined ? <p className="mt-3 text-zinc-400">{t.loading}</p> : null}
              {personas?.ok === false ? (
                <p role="alert" className="mt-3 text-red-300">
                  {personas.text}
                </p>
              ) : null}
              {list ? (
                <ul className="ml-6 mt-2 space-y-1">
                  {list.map((p) => (
                    <li key={p.id}>
                      <label className={`flex items-center gap-2 ${all ? "text-zinc-500" : ""}`}>
                        <input
                          type="checkbox"
                          disabled={all}
                          checked={!all && chosen.includes(p.id)}
                          onChange={(e) =>
                            setChosen((list) => (e.target.checked ? [...list, p.id] : list.filter((x) => x !== p.id)))
                          }
                        />
                        <span>
                          {p.name} <span className="text-zinc-500">/{p.slug}</span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : null}
            </fieldset>
            {problem ? (
              <p role="alert" className="mt-3 text-red-300">
                {problem}
              </p>
            ) : null}
            <div className="mt-4 flex justify-end">
              <button
                type="submit"
                disabled={saving || !list}
                className="rounded-lg bg-pink-600 px-3 py-1.5 font-semibold text-white disabled:opacity-50"
              >
                {saving ? t.saving : t.save}
              </button>
            </div>
          </form>
          <Popover.Arrow className="fill-zinc-900" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
