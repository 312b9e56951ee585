import { useId, useState } from "react";
import { defineTexts, format, type Lang } from "#shared/i18n";
import { MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS } from "#shared/schemas/auth";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle } from "../../lib/api/client";
import { SaveResultLine, type SaveResult } from "../../components/save-result";

const texts = defineTexts({
  de: {
    title: "Passwort und Anmeldungen",
    current: "Bisheriges Passwort",
    next: "Neues Passwort (mindestens {min} Zeichen)",
    repeat: "Neues Passwort wiederholen",
    change: "Passwort ändern",
    changing: "Wird geändert …",
    changed: "Das Passwort ist geändert. Ihre anderen Sitzungen wurden beendet.",
    mismatch: "Die beiden neuen Passwörter stimmen nicht überein.",
    failed: "Das Passwort konnte nicht geändert werden.",
    endOthers: "Überall sonst abmelden",
    endOthersHint: "Beendet alle Sitzungen dieses Kontos außer dieser, etwa auf einem vergessenen Rechner.",
    ended: "{n} andere Sitzungen beendet.",
    endedOne: "1 andere Sitzung beendet.",
    endedNone: "Es gab keine anderen Sitzungen.",
  },
  en: {
    title: "Password and sign-ins",
    current: "Current password",
    next: "New password (at least {min} characters)",
    repeat: "Repeat the new password",
    change: "Change password",
    changing: "Changing …",
    changed: "Your password has been changed. Your other sessions have been ended.",
    mismatch: "The two new passwords do not match.",
    failed: "The password could not be changed.",
    endOthers: "Sign out everywhere else",
    endOthersHint: "Ends every session of this account except this one, for example on a forgotten computer.",
    ended: "{n} other sessions ended.",
    endedOne: "1 other session ended.",
    endedNone: "There were no other sessions.",
  },
});

const field =
  "mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-sm text-white focus:border-pink-400 focus:outline-none";

/** The signed-in operator's own account: a new password, and ending their other sessions. */
export function AccountPanel({ lang, onChanged }: { lang: Lang; onChanged?: () => void }) {
  const t = texts[lang];
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveResult>();
  const [ended, setEnded] = useState<string>();
  const api = useAdminApi(lang);
  // Not signed in again, or no answer: the form's own sentence, or the one for a cancelled sign-in.
  const thrown = (err: unknown, l: Lang) => changeFailedText(err, l, t.failed);

  const change = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const value = (name: string) => {
      const v = data.get(name);
      return typeof v === "string" ? v : "";
    };
    const next = value("next");
    if (next !== value("repeat")) return setMessage({ ok: false, text: t.mismatch });
    setBusy(true);
    setMessage(undefined);
    const body = { currentPassword: value("current"), newPassword: next };
    const outcome = await settle(api.POST("/api/auth/password", { body }), lang, t.failed, thrown);
    setBusy(false);
    if (!outcome.ok) return setMessage({ ok: false, text: outcome.text });
    form.reset();
    setMessage({ ok: true, text: t.changed });
    onChanged?.();
  };

  const endOthers = async () => {
    const outcome = await settle(api.POST("/api/auth/sessions/end-others"), lang, t.failed, thrown);
    if (!outcome.ok) return setEnded(outcome.text);
    const n = outcome.data.ended;
    onChanged?.();
    setEnded(n === 0 ? t.endedNone : n === 1 ? t.endedOne : format(t.ended, { n }));
  };

  return (
    <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        {t.title}
      </h2>
      <form
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void change(e.currentTarget);
        }}
      >
        {(
          [
            ["current", t.current, "current-password", 1],
            ["next", format(t.next, { min: MIN_PASSWORD_CHARS }), "new-password", MIN_PASSWORD_CHARS],
            ["repeat", t.repeat, "new-password", MIN_PASSWORD_CHARS],
          ] as const
        ).map(([name, label, autoComplete, minLength]) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="block text-sm text-zinc-300">
              {label}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="password"
              required
              minLength={minLength}
              maxLength={MAX_PASSWORD_CHARS}
              autoComplete={autoComplete}
              className={field}
            />
          </div>
        ))}
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-gradient-to-r from-purple-600 to-pink-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          {busy ? t.changing : t.change}
        </button>
        <SaveResultLine result={message} />
      </form>
      <div className="mt-6 border-t border-white/10 pt-4">
        <button
          type="button"
          onClick={() => void endOthers()}
          aria-describedby={`${id}-others`}
          className="rounded-lg border border-white/20 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10"
        >
          {t.endOthers}
        </button>
        <p id={`${id}-others`} className="mt-1 text-xs text-zinc-400">
          {t.endOthersHint}
        </p>
        <p role="status" className="mt-1 text-sm text-zinc-200">
          {ended ?? ""}
        </p>
      </div>
    </section>
  );
}
