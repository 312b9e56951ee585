import { useId, useState } from "react";
import type { Lang } from "#shared/i18n";
import { EMBED_AVATAR } from "#shared/schemas/embed";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, type Api } from "../../lib/api/client";
import { AvatarBadge } from "./launcher-preview";
import { embedTexts } from "./texts";
import { SaveResultLine, type SaveResult } from "../../components/save-result";

/** Uploads the persona's avatar, as a form with the image in the part `file`. */
function putAvatar(api: Api, personaId: string, file: File) {
  return api.PUT("/api/admin/personas/{id}/embed/avatar", {
    params: { path: { id: personaId } },
    body: { file },
    // A multipart form, as the route reads it; the File keeps its name.
    bodySerializer: (body) => {
      const form = new FormData();
      form.append("file", body.file);
      return form;
    },
  });
}

/** The launcher's avatar: upload or remove the persona's image; PUT and DELETE …/embed/avatar. */
export function AvatarUpload({
  lang,
  personaId,
  name,
  avatar,
  avatarUrl,
  onAvatar,
  background,
  foreground,
}: {
  lang: Lang;
  personaId: string;
  name: string;
  /** The image's version, null without one. */
  avatar: string | null;
  avatarUrl?: string;
  onAvatar: (avatar: string | null) => void;
  background: string;
  foreground: string;
}) {
  const t = embedTexts[lang].admin;
  const id = useId();
  const api = useAdminApi(lang);
  const [avatarStatus, setAvatarStatus] = useState<SaveResult>();
  const changeAvatar = async (file: File | undefined) => {
    setAvatarStatus(undefined);
    const failed = (err: unknown, l: Lang) => changeFailedText(err, l, t.avatarFailed);
    if (file) {
      const result = await settle<{ avatar: string }>(putAvatar(api, personaId, file), lang, t.avatarFailed, failed);
      if (!result.ok) return setAvatarStatus({ ok: false, text: result.text });
      onAvatar(result.data.avatar);
      return setAvatarStatus({ ok: true, text: t.avatarSaved });
    }
    const params = { path: { id: personaId } };
    const result = await settle(api.DELETE("/api/admin/personas/{id}/embed/avatar", { params }), lang, t.avatarFailed, failed);
    if (!result.ok) return setAvatarStatus({ ok: false, text: result.text });
    // Removed (the answer's avatar is null): the launcher shows the initials again.
    onAvatar(null);
    setAvatarStatus({ ok: true, text: t.avatarRemoved });
  };

  return (
    <section aria-labelledby={`${id}-avatar`} className="rounded-xl border border-white/10 bg-black/40 p-4">
      <h3 id={`${id}-avatar`} className="text-sm font-semibold text-white">
        {t.avatar}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <AvatarBadge src={avatarUrl} name={name} background={background} foreground={foreground} size={56} />
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
      <SaveResultLine result={avatarStatus} className="mt-1 text-sm" />
    </section>
  );
}
