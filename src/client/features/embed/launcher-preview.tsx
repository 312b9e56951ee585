import { useId } from "react";
import { personaInitials } from "#shared/embed-avatar";
import type { Lang } from "#shared/i18n";
import type { EmbedPosition } from "#shared/schemas/embed";
import { embedTexts } from "./texts";

/** Where the preview draws the launcher inside its miniature page (the loader's own positions, scaled down). */
const PREVIEW_POSITION: Record<EmbedPosition, string> = {
  "bottom-right": "bottom-3 right-3",
  "bottom-left": "bottom-3 left-3",
  "top-right": "top-3 right-3",
  "top-left": "top-3 left-3",
  center: "left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2",
  "header-center": "left-1/2 top-2 -translate-x-1/2",
};

/** The avatar as the launcher draws it: the uploaded image, or the initials in the label colour's inverse. */
export function AvatarBadge({
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

/** The launcher as the operator's site will show it, drawn on a miniature page. */
export function LauncherPreview({
  lang,
  avatarUrl,
  name,
  background,
  foreground,
  position,
  label,
}: {
  lang: Lang;
  avatarUrl?: string;
  name: string;
  background: string;
  foreground: string;
  position: EmbedPosition;
  label: string;
}) {
  const t = embedTexts[lang].admin;
  const id = useId();
  return (
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
          className={`absolute inline-flex items-center gap-1.5 whitespace-nowrap rounded-full py-1 pl-1 pr-3 text-xs font-semibold shadow-lg ${PREVIEW_POSITION[position]}`}
          style={{ background: background, color: foreground }}
          data-testid="embed-preview-button"
        >
          <AvatarBadge src={avatarUrl} name={name} background={background} foreground={foreground} size={24} />
          <span data-testid="embed-preview-label">{label}</span>
          <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <rect x="9" y="2" width="6" height="12" rx="3" />
            <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v4" />
          </svg>
        </span>
      </div>
    </section>
  );
}
