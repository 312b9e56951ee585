import { useEffect, useId, useState } from "react";
import { errorText, readApiError } from "#shared/contracts/errors";
import { personaInitials } from "#shared/embed-avatar";
import { format, type Lang } from "#shared/i18n";
import type { PersonaAdmin } from "#shared/schemas/persona";
import {
  contrastRatio,
  EMBED_AVATAR,
  EMBED_LANGUAGES,
  EMBED_LIMITS,
  EMBED_POSITIONS,
  embedSnippets,
  MIN_CONTRAST,
  type EmbedAdminSettings,
  type EmbedPosition,
  type EmbedUsageRow,
} from "#shared/schemas/embed";
import { changeFailedText, useSessionRetry } from "../admin-auth/session-dialog";
import { embedTexts } from "./texts";

const field =
  "mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-sm text-white focus:border-pink-400 focus:outline-none";

/** Where the preview draws the launcher inside its miniature page (the loader's own positions, scaled down). */
const PREVIEW_POSITION: Record<EmbedPosition, string> = {
  "bottom-right": "bottom-3 right-3",
  "bottom-left": "bottom-3 left-3",
  "top-right": "top-3 right-3",
  "top-left": "top-3 left-3",
  center: "left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2",
  "header-center": "left-1/2 top-2 -translate-x-1/2",
};

function CopyBlock({ label, code, lang, testId }: { label: string; code: string; lang: Lang; testId: string }) {
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

function UsageTable({ lang }: { lang: Lang }) {
  const t = embedTexts[lang].admin;
  const [rows, setRows] = useState<EmbedUsageRow[] | null>();
  useEffect(() => {
    fetch("/api/admin/embed/usage")
      .then(async (r) => (r.ok ? setRows((await r.json()) as EmbedUsageRow[]) : setRows(null)))
      .catch(() => setRows(null));
  }, []);
  const number = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="embed-usage" className="space-y-2">
      <h3 id="embed-usage" className="text-lg font-semibold text-white">
        {t.usage}
      </h3>
      <p className="text-sm text-zinc-400">{t.usageIntro}</p>
      {rows === undefined ? <p className="text-zinc-400">…</p> : null}
      {rows === null ? (
        <p role="alert" className="text-sm text-red-300">
          {t.loadFailed}
        </p>
      ) : null}
      {rows?.length === 0 ? <p className="text-sm text-zinc-400">{t.usageEmpty}</p> : null}
      {rows && rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm text-zinc-200" data-testid="embed-usage">
            <thead className="text-xs uppercase text-zinc-400">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t.usagePersona}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t.usageOrigin}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t.usageConversations}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t.usageRatings}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t.usageAverage}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t.usageCrisis}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.personaId ?? "-"}|${r.origin}`} className="border-t border-white/10">
                  <td className="py-2 pr-4">{r.personaName ?? t.deleted}</td>
                  {/* An address may break anywhere; the words "eigene Website" only between words. */}
                  <td className={r.origin ? "break-all py-2 pr-4" : "py-2 pr-4"}>{r.origin || t.usageOwn}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{number.format(r.conversations)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{number.format(r.ratings)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {r.averageRating === null ? "–" : number.format(r.averageRating)}
                  </td>
                  <td className="py-2 text-right tabular-nums">{number.format(r.crisis)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

type Draft = Omit<EmbedAdminSettings, "allowedOrigins" | "privacyUrl" | "avatar"> & { origins: string; privacy: string };

/** The avatar as the launcher draws it: the uploaded image, or the initials in the label colour's inverse. */
function AvatarBadge({
  src,
  name,
  background,
  foreground,
  size,
}: {
  src?: string;
  name: string;
  background: string;
  foreground: string;
  size: number;
}) {
  return (
    <span
      className="relative inline-flex flex-none items-center justify-center overflow-hidden rounded-full font-bold"
      style={{ width: size, height: size, background: foreground, color: background, fontSize: Math.round(size * 0.4) }}
      data-testid="embed-avatar"
    >
      {personaInitials(name)}
      {src ? <img src={src} alt="" width={size} height={size} className="absolute inset-0 h-full w-full object-cover" /> : null}
    </span>
  );
}

function SettingsForm({ persona, lang, origin }: { persona: PersonaAdmin; lang: Lang; origin: string }) {
  const t = embedTexts[lang].admin;
  const id = useId();
  const session = useSessionRetry();
  const [draft, setDraft] = useState<Draft | null>();
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const [avatar, setAvatar] = useState<string | null>(null);
  const [avatarStatus, setAvatarStatus] = useState<{ ok: boolean; text: string }>();
  useEffect(() => {
    setDraft(undefined);
    setStatus(undefined);
    setAvatarStatus(undefined);
    fetch(`/api/admin/personas/${persona.id}/embed`)
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const { allowedOrigins, privacyUrl, avatar: version, ...rest } = (await r.json()) as EmbedAdminSettings;
        setDraft({ ...rest, origins: allowedOrigins.join("\n"), privacy: privacyUrl ?? "" });
        setAvatar(version);
      })
      .catch(() => setDraft(null));
  }, [persona.id]);

  if (draft === undefined) return <p className="text-zinc-400">…</p>;
  if (draft === null)
    return (
      <p role="alert" className="text-sm text-red-300">
        {t.loadFailed}
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
  const avatarPath = `/api/admin/personas/${persona.id}/embed/avatar`;
  const changeAvatar = async (file: File | undefined) => {
    setAvatarStatus(undefined);
    try {
      let res: Response;
      if (file) {
        const body = new FormData();
        body.append("file", file);
        res = await session.fetch(avatarPath, { method: "PUT", body });
      } else {
        res = await session.fetch(avatarPath, { method: "DELETE" });
      }
      if (!res.ok) return setAvatarStatus({ ok: false, text: errorText(await readApiError(res), lang, t.avatarFailed) });
      setAvatar(((await res.json()) as { avatar: string | null }).avatar);
      setAvatarStatus({ ok: true, text: file ? t.avatarSaved : t.avatarRemoved });
    } catch (err) {
      setAvatarStatus({ ok: false, text: changeFailedText(err, lang, t.avatarFailed) });
    }
  };

  const save = async () => {
    setStatus(undefined);
    const { origins, privacy, ...rest } = draft;
    try {
      const res = await session.fetch(`/api/admin/personas/${persona.id}/embed`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...rest, privacyUrl: privacy, allowedOrigins: origins.split(/\s+/).filter(Boolean) }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { error?: string };
        return setStatus({ ok: false, text: body.error ?? t.saveFailed });
      }
      const saved = (await res.json()) as EmbedAdminSettings;
      setDraft({ ...draft, origins: saved.allowedOrigins.join("\n"), privacy: saved.privacyUrl ?? "" });
      setStatus({ ok: true, text: t.saved });
    } catch (err) {
      setStatus({ ok: false, text: changeFailedText(err, lang, t.saveFailed) });
    }
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
        {status ? (
          <p
            role={status.ok ? "status" : "alert"}
            className={`text-sm sm:col-span-2 ${status.ok ? "text-green-300" : "text-red-300"}`}
          >
            {status.text}
          </p>
        ) : null}
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
        <section aria-labelledby={`${id}-avatar`} className="rounded-xl border border-white/10 bg-black/40 p-4">
          <h3 id={`${id}-avatar`} className="text-sm font-semibold text-white">
            {t.avatar}
          </h3>
          <div className="mt-2 flex flex-wrap items-center gap-4">
            <AvatarBadge
              src={avatarUrl}
              name={persona.name}
              background={draft.background}
              foreground={draft.foreground}
              size={56}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {/* The browser's own file button speaks the browser's language; this label speaks the page's. */}
              <input
                id={`${id}-avatar-file`}
                type="file"
                accept={EMBED_AVATAR.types.join(",")}
                aria-describedby={`${id}-avatar-help`}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = "";
                  if (file) void changeAvatar(file);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-avatar-file`}
                className="cursor-pointer self-start rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-pink-400"
              >
                {t.avatarUpload}
              </label>
              {avatar ? (
                <button
                  type="button"
                  onClick={() => void changeAvatar(undefined)}
                  className="self-start rounded-lg border border-white/20 px-3 py-1 text-xs font-semibold text-white hover:bg-white/10"
                >
                  {t.avatarRemove}
                </button>
              ) : null}
            </div>
          </div>
          <p id={`${id}-avatar-help`} className="mt-2 text-xs text-zinc-400">
            {t.avatarHelp}
          </p>
          {avatarStatus ? (
            <p
              role={avatarStatus.ok ? "status" : "alert"}
              className={`mt-1 text-sm ${avatarStatus.ok ? "text-green-300" : "text-red-300"}`}
            >
              {avatarStatus.text}
            </p>
          ) : null}
        </section>
        <section aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="text-sm font-semibold text-white">
            {t.preview}
          </h3>
          <p className="text-xs text-zinc-400">{t.previewNote}</p>
          <div
            className="relative mt-2 h-56 overflow-hidden rounded-xl border border-white/10 bg-zinc-100"
            data-testid="embed-preview"
            aria-hidden="true"
          >
            <div className="h-8 bg-zinc-300" />
            <div className="space-y-2 p-4">
              <div className="h-3 w-2/3 rounded bg-zinc-300" />
              <div className="h-3 w-1/2 rounded bg-zinc-300" />
              <div className="h-3 w-3/5 rounded bg-zinc-300" />
            </div>
            <span
              className={`absolute inline-flex items-center gap-1.5 whitespace-nowrap rounded-full py-1 pl-1 pr-3 text-xs font-semibold shadow-lg ${PREVIEW_POSITION[draft.position]}`}
              style={{ background: draft.background, color: draft.foreground }}
              data-testid="embed-preview-button"
            >
              <AvatarBadge
                src={avatarUrl}
                name={persona.name}
                background={draft.background}
                foreground={draft.foreground}
                size={24}
              />
              <span data-testid="embed-preview-label">{previewLang === "de" ? draft.labelDe : draft.labelEn}</span>
              <svg
                viewBox="0 0 24 24"
                width="16"
                height="16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <rect x="9" y="2" width="6" height="12" rx="3" />
                <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v4" />
              </svg>
            </span>
          </div>
        </section>
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

/** The dashboard's "Einbetten" tab: per persona who may embed it, its launcher, the snippets, and usage per site. */
export function EmbedPanel({ lang }: { lang: Lang }) {
  const t = embedTexts[lang].admin;
  const id = useId();
  const [personas, setPersonas] = useState<PersonaAdmin[] | null>();
  const [selected, setSelected] = useState<string>();
  const [origin, setOrigin] = useState("");
  useEffect(() => {
    setOrigin(window.location.origin);
    fetch("/api/admin/personas")
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const list = (await r.json()) as PersonaAdmin[];
        setPersonas(list);
        setSelected((s) => s ?? list[0]?.id);
      })
      .catch(() => setPersonas(null));
  }, []);
  const persona = personas?.find((p) => p.id === selected);
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-zinc-400">{t.intro}</p>
      {personas === null ? (
        <p role="alert" className="text-sm text-red-300">
          {t.loadFailed}
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
