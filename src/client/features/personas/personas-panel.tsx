import { useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { format, type Lang } from "#shared/i18n";
import { personaPath } from "#shared/routes";
import { PATIENCE, PERSONA_LIMITS, type PersonaAdmin } from "#shared/schemas/persona";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi, type Settled } from "../../lib/api/client";
import { PatienceFields, patienceProblem } from "./patience-fields";
import { personaTexts as texts } from "./texts";

type Draft = Omit<PersonaAdmin, "id" | "isDefault" | "voiceId" | "greetingEn" | "greetingPhoneticEn"> & {
  voiceId: string;
  greetingEn: string;
  greetingPhoneticEn: string;
};
const EMPTY: Draft = {
  name: "",
  slug: "",
  greeting: "",
  greetingPhonetic: "",
  greetingEn: "",
  greetingPhoneticEn: "",
  systemPrompt: "",
  voiceId: "",
  isActive: true,
  patienceMinMs: PATIENCE.minMs.default,
  patienceMaxMs: PATIENCE.maxMs.default,
};
const field =
  "mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-sm text-white focus:border-pink-400 focus:outline-none";

function PersonaForm({
  lang,
  initial,
  isDefault,
  onSave,
  onCancel,
}: {
  lang: Lang;
  initial: Draft;
  isDefault: boolean;
  onSave: (d: Draft) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const t = texts[lang];
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string>();
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft({
      ...draft,
      [k]: e.target instanceof HTMLInputElement && e.target.type === "checkbox" ? e.target.checked : e.target.value,
    });
  return (
    <form
      className="grid gap-3 rounded-xl border border-white/10 bg-black/40 p-4 sm:grid-cols-2"
      onSubmit={async (e) => {
        e.preventDefault();
        setError(patienceProblem(draft, lang) ?? (await onSave(draft)));
      }}
    >
      <div>
        <label htmlFor={`${id}-name`} className="text-sm text-zinc-200">
          {t.name}
        </label>
        <input
          id={`${id}-name`}
          required
          maxLength={PERSONA_LIMITS.name}
          value={draft.name}
          onChange={set("name")}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-slug`} className="text-sm text-zinc-200">
          {t.slug}
        </label>
        <input
          id={`${id}-slug`}
          required
          disabled={isDefault}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          maxLength={PERSONA_LIMITS.slug}
          value={draft.slug}
          onChange={set("slug")}
          className={field}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-greeting`} className="text-sm text-zinc-200">
          {t.greeting}
        </label>
        <input
          id={`${id}-greeting`}
          required
          maxLength={PERSONA_LIMITS.greeting}
          value={draft.greeting}
          onChange={set("greeting")}
          className={field}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-phon`} className="text-sm text-zinc-200">
          {t.greetingPhonetic}
        </label>
        <input
          id={`${id}-phon`}
          required
          maxLength={PERSONA_LIMITS.greeting}
          value={draft.greetingPhonetic}
          onChange={set("greetingPhonetic")}
          className={field}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-greeting-en`} className="text-sm text-zinc-200">
          {t.greetingEn}
        </label>
        <input
          id={`${id}-greeting-en`}
          lang="en"
          maxLength={PERSONA_LIMITS.greeting}
          value={draft.greetingEn}
          onChange={set("greetingEn")}
          aria-describedby={`${id}-greeting-en-hint`}
          className={field}
        />
        <p id={`${id}-greeting-en-hint`} className="mt-1 text-xs text-zinc-400">
          {format(t.greetingEnHint, { name: draft.name || "…" })}
        </p>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-phon-en`} className="text-sm text-zinc-200">
          {t.greetingPhoneticEn}
        </label>
        <input
          id={`${id}-phon-en`}
          lang="en"
          maxLength={PERSONA_LIMITS.greeting}
          value={draft.greetingPhoneticEn}
          onChange={set("greetingPhoneticEn")}
          className={field}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-prompt`} className="text-sm text-zinc-200">
          {t.systemPrompt}
        </label>
        <textarea
          id={`${id}-prompt`}
          required
          rows={4}
          maxLength={PERSONA_LIMITS.systemPrompt}
          value={draft.systemPrompt}
          onChange={set("systemPrompt")}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-voice`} className="text-sm text-zinc-200">
          {t.voiceId}
        </label>
        <input
          id={`${id}-voice`}
          maxLength={PERSONA_LIMITS.voiceId}
          value={draft.voiceId}
          onChange={set("voiceId")}
          className={field}
        />
      </div>
      <label className="flex items-center gap-2 self-end text-sm text-zinc-200">
        <input
          type="checkbox"
          disabled={isDefault}
          checked={draft.isActive}
          onChange={set("isActive")}
          className="h-4 w-4 accent-pink-500"
        />
        {t.active}
      </label>
      <PatienceFields
        lang={lang}
        minMs={draft.patienceMinMs}
        maxMs={draft.patienceMaxMs}
        onChange={(patience) => setDraft({ ...draft, ...patience })}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-300 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="flex gap-3 sm:col-span-2">
        <button
          type="submit"
          className="rounded-lg bg-gradient-to-r from-purple-600 to-pink-600 px-4 py-2 text-sm font-semibold text-white"
        >
          {t.save}
        </button>
        <button type="button" onClick={onCancel} className="rounded-lg border border-white/20 px-4 py-2 text-sm text-white">
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

/** The operators' persona list: create, edit, deactivate, delete. */
export function PersonasPanel({ lang }: { lang: Lang }) {
  const t = texts[lang];
  const [personas, setPersonas] = useState<Settled<PersonaAdmin[]>>();
  const [editing, setEditing] = useState<string | undefined>(); // a persona id, or "new"
  const [problem, setProblem] = useState<string>();
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const loadFailed = t.failed;
  const load = useCallback(
    async () => setPersonas(await settle<PersonaAdmin[]>(api.GET("/api/admin/personas"), lang, loadFailed)),
    [api, lang, loadFailed],
  );
  useEffect(() => void load(), [load]);

  /** Saves the draft as a new persona, or over `idToSave`; gives why not, or undefined once saved. */
  const save = (idToSave?: string) => async (d: Draft) => {
    const request = idToSave
      ? adminApi.PUT("/api/admin/personas/{id}", { params: { path: { id: idToSave } }, body: d })
      : adminApi.POST("/api/admin/personas", { body: d });
    const saved = await settle(request, lang, t.saveFailed, (err, l) => changeFailedText(err, l, t.saveFailed));
    if (!saved.ok) return saved.text;
    setEditing(undefined);
    await load();
    return undefined;
  };
  const remove = async (p: PersonaAdmin) => {
    if (!window.confirm(t.confirmDelete)) return;
    setProblem(undefined);
    const removed = await settle(
      adminApi.DELETE("/api/admin/personas/{id}", { params: { path: { id: p.id } } }),
      lang,
      t.deleteFailed,
      (err, l) => changeFailedText(err, l, t.deleteFailed),
    );
    if (!removed.ok) setProblem(removed.text);
    await load();
  };

  if (personas === undefined) return <p className="text-zinc-400">…</p>;
  if (!personas.ok)
    return (
      <p role="alert" className="text-red-300">
        {personas.text}
      </p>
    );
  return (
    <div className="max-w-4xl space-y-4">
      <p className="text-sm text-zinc-400">{t.intro}</p>
      {problem ? (
        <p role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      ) : null}
      {editing === "new" ? (
        <PersonaForm lang={lang} initial={EMPTY} isDefault={false} onSave={save()} onCancel={() => setEditing(undefined)} />
      ) : (
        <button
          type="button"
          onClick={() => setEditing("new")}
          className="rounded-lg bg-gradient-to-r from-purple-600 to-pink-600 px-4 py-2 text-sm font-semibold text-white"
        >
          {t.add}
        </button>
      )}
      <ul className="space-y-3">
        {personas.data.map((p) => (
          <li key={p.id} className="rounded-2xl border border-white/10 bg-zinc-950 p-4" data-testid="persona-row">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-semibold text-white">
                  {p.name}{" "}
                  <span className="text-xs font-normal text-zinc-400">
                    /{p.slug} · {p.isActive ? t.active : t.inactive}
                    {p.isDefault ? ` · ${t.isDefault}` : ""}
                  </span>
                </p>
                <p className="mt-1 text-sm text-zinc-300">{p.greeting}</p>
              </div>
              <div className="flex gap-2">
                {p.isActive ? (
                  <Link
                    to={personaPath(p.isDefault ? "demo" : p.slug, lang)}
                    className="rounded border border-white/20 px-2 py-1 text-xs text-white"
                  >
                    {t.open}
                  </Link>
                ) : null}
                <button
                  type="button"
                  onClick={() => setEditing(p.id)}
                  className="rounded border border-white/20 px-2 py-1 text-xs text-white"
                >
                  {t.edit}
                  <span className="sr-only">: {p.name}</span>
                </button>
                {!p.isDefault ? (
                  <button
                    type="button"
                    onClick={() => void remove(p)}
                    className="rounded bg-red-700 px-2 py-1 text-xs text-white"
                  >
                    {t.delete}
                    <span className="sr-only">: {p.name}</span>
                  </button>
                ) : null}
              </div>
            </div>
            {editing === p.id ? (
              <div className="mt-3">
                <PersonaForm
                  lang={lang}
                  initial={{
                    ...p,
                    voiceId: p.voiceId ?? "",
                    greetingEn: p.greetingEn ?? "",
                    greetingPhoneticEn: p.greetingPhoneticEn ?? "",
                  }}
                  isDefault={p.isDefault}
                  onSave={save(p.id)}
                  onCancel={() => setEditing(undefined)}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
