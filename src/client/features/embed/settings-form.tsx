import { useEffect, useId, useState } from "react";
import { format, type Lang } from "#shared/i18n";
import type { PersonaAdmin } from "#shared/schemas/persona";
import {
  contrastRatio,
  EMBED_LANGUAGES,
  EMBED_LIMITS,
  EMBED_POSITIONS,
  embedSnippets,
  MIN_CONTRAST,
  type EmbedAdminSettings,
} from "#shared/schemas/embed";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { AvatarUpload } from "./avatar-upload";
import { CopyBlock } from "./copy-block";
import { LauncherPreview } from "./launcher-preview";
import { embedTexts } from "./texts";
import { field } from "./ui";
import { SaveResultLine, type SaveResult } from "../../components/save-result";

type Draft = Omit<EmbedAdminSettings, "allowedOrigins" | "privacyUrl" | "avatar"> & { origins: string; privacy: string };

/** One persona's embedding: who may embed it, its launcher (position, labels, colours, avatar), its preview, the snippets. */
export function SettingsForm({ persona, lang, origin }: { persona: PersonaAdmin; lang: Lang; origin: string }) {
  const t = embedTexts[lang].admin;
  const id = useId();
  const api = useApi(lang);
  const admin = useAdminApi(lang);
  const [draft, setDraft] = useState<Draft | string>();
  const [status, setStatus] = useState<SaveResult>();
  const [avatar, setAvatar] = useState<string | null>(null);
  useEffect(() => {
    setDraft(undefined);
    setStatus(undefined);
    let closed = false;
    const params = { path: { id: persona.id } };
    void settle<EmbedAdminSettings>(api.GET("/api/admin/personas/{id}/embed", { params }), lang, t.loadFailed).then((result) => {
      if (closed) return;
      // Not loaded: the draft is the text that says why.
      if (!result.ok) return setDraft(result.text);
      const { allowedOrigins, privacyUrl, avatar: version, ...rest } = result.data;
      setDraft({ ...rest, origins: allowedOrigins.join("\n"), privacy: privacyUrl ?? "" });
      setAvatar(version);
    });
    return () => {
      closed = true;
    };
  }, [api, lang, t, persona.id]);

  if (draft === undefined) return <p className="text-zinc-400">…</p>;
  if (typeof draft === "string")
    return (
      <p role="alert" className="text-sm text-red-300">
        {draft}
      </p>
    );

  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setDraft({ ...draft, [k]: e.target.value });
  const ratio = contrastRatio(draft.background, draft.foreground);
  const ratioText = format(ratio >= MIN_CONTRAST ? t.contrast : t.contrastLow, {
    ratio: ratio.toFixed(1).replace(".", lang === "de" ? "," : "."),
  });
  const previewLang: Lang = draft.language === "host" ? lang : draft.language;
  const snippets = embedSnippets(origin, persona.slug, previewLang);

  const avatarUrl = avatar ? `/api/admin/personas/${persona.id}/embed/avatar?v=${avatar}` : undefined;

  const save = async () => {
    setStatus(undefined);
    const { origins, privacy, ...rest } = draft;
    const result = await settle<EmbedAdminSettings>(
      admin.PUT("/api/admin/personas/{id}/embed", {
        params: { path: { id: persona.id } },
        body: { ...rest, privacyUrl: privacy, allowedOrigins: origins.split(/\s+/).filter(Boolean) },
      }),
      lang,
      t.saveFailed,
      (err, l) => changeFailedText(err, l, t.saveFailed),
    );
    if (!result.ok) return setStatus({ ok: false, text: result.text });
    const saved = result.data;
    setDraft({ ...draft, origins: saved.allowedOrigins.join("\n"), privacy: saved.privacyUrl ?? "" });
    setStatus({ ok: true, text: t.saved });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="embed-settings">
      <form
        className="grid gap-3 rounded-xl border border-white/10 bg-black/40 p-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-origins`} className="text-sm text-zinc-200">
            {t.origins}
          </label>
          <textarea
            id={`${id}-origins`}
            rows={3}
            value={draft.origins}
            onChange={set("origins")}
            aria-describedby={`${id}-origins-help`}
            spellCheck={false}
            placeholder="https://www.example.de"
            className={`${field} font-mono`}
          />
          <p id={`${id}-origins-help`} className="mt-1 text-xs text-zinc-400">
            {t.originsHelp} ({format("max. {n}", { n: EMBED_LIMITS.origins })})
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-position`} className="text-sm text-zinc-200">
            {t.position}
          </label>
          <select id={`${id}-position`} value={draft.position} onChange={set("position")} className={field}>
            {EMBED_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {t.positions[p]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-language`} className="text-sm text-zinc-200">
            {t.language}
          </label>
          <select id={`${id}-language`} value={draft.language} onChange={set("language")} className={field}>
            {EMBED_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t.languages[l]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-label-de`} className="text-sm text-zinc-200">
            {t.labelDe}
          </label>
          <input
            id={`${id}-label-de`}
            lang="de"
            required
            maxLength={EMBED_LIMITS.label}
            value={draft.labelDe}
            onChange={set("labelDe")}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-label-en`} className="text-sm text-zinc-200">
            {t.labelEn}
          </label>
          <input
            id={`${id}-label-en`}
            lang="en"
            required
            maxLength={EMBED_LIMITS.label}
            value={draft.labelEn}
            onChange={set("labelEn")}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-bg`} className="text-sm text-zinc-200">
            {t.background}
          </label>
          <input
            id={`${id}-bg`}
            type="color"
            value={draft.background}
            onChange={set("background")}
            className={`${field} h-10 p-1`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-fg`} className="text-sm text-zinc-200">
            {t.foreground}
          </label>
          <input
            id={`${id}-fg`}
            type="color"
            value={draft.foreground}
            onChange={set("foreground")}
            className={`${field} h-10 p-1`}
          />
        </div>
        <p
          className={`text-sm sm:col-span-2 ${ratio >= MIN_CONTRAST ? "text-zinc-300" : "text-red-300"}`}
          data-testid="embed-contrast"
        >
          {ratioText}
        </p>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-privacy`} className="text-sm text-zinc-200">
            {t.privacyUrl}
          </label>
          <input
            id={`${id}-privacy`}
            type="url"
            inputMode="url"
            spellCheck={false}
            value={draft.privacy}
            onChange={set("privacy")}
            aria-describedby={`${id}-privacy-help`}
            placeholder={lang === "de" ? "https://www.example.de/datenschutz" : "https://www.example.com/privacy"}
            className={field}
          />
          <p id={`${id}-privacy-help`} className="mt-1 text-xs text-zinc-400">
            {t.privacyUrlHelp}
          </p>
        </div>
        <SaveResultLine result={status} className="text-sm sm:col-span-2" />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="rounded-lg bg-gradient-to-r from-purple-600 to-pink-600 px-4 py-2 text-sm font-semibold text-white"
          >
            {t.save}
          </button>
        </div>
      </form>
      <div className="space-y-4">
        <AvatarUpload
          lang={lang}
          personaId={persona.id}
          name={persona.name}
          avatar={avatar}
          avatarUrl={avatarUrl}
          onAvatar={setAvatar}
          background={draft.background}
          foreground={draft.foreground}
        />
        <LauncherPreview
          lang={lang}
          avatarUrl={avatarUrl}
          name={persona.name}
          background={draft.background}
          foreground={draft.foreground}
          position={draft.position}
          label={previewLang === "de" ? draft.labelDe : draft.labelEn}
        />
        <section aria-labelledby={`${id}-snippet`} className="space-y-3">
          <h3 id={`${id}-snippet`} className="text-sm font-semibold text-white">
            {t.snippet}
          </h3>
          <CopyBlock label={t.snippetScript} code={snippets.script} lang={lang} testId="embed-snippet-script" />
          <CopyBlock label={t.snippetIframe} code={snippets.iframe} lang={lang} testId="embed-snippet-iframe" />
          <p className="text-xs text-zinc-400">{format(t.snippetCsp, { origin })}</p>
        </section>
      </div>
    </div>
  );
}
