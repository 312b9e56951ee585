import { useEffect, useId, useState } from "react";
import type { SessionInfo } from "#shared/contracts/accounts";
import type { Lang } from "#shared/i18n";
import { settle, useApi, type Settled } from "../../lib/api/client";
import { accountTexts, formatDateTime } from "./texts";

/** The signed-in operator's open sessions: device, signed in, last active; reloaded when `version` changes. */
export function SessionsList({ lang, version }: { lang: Lang; version: number }) {
  const t = accountTexts[lang].sessions;
  const id = useId();
  const api = useApi(lang);
  const [sessions, setSessions] = useState<Settled<SessionInfo[]>>();

  useEffect(() => {
    let cancelled = false;
    void settle<SessionInfo[]>(api.GET("/api/auth/sessions"), lang, t.failed).then((result) => !cancelled && setSessions(result));
    return () => {
      cancelled = true;
    };
  }, [api, lang, t, version]);

  return (
    <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{t.intro}</p>
      {sessions?.ok === false ? (
        <p role="alert" className="mt-4 text-sm text-red-300">
          {sessions.text}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-white/10" aria-busy={sessions === undefined} data-testid="sessions-list">
          {(sessions?.data ?? []).map((s, i) => (
            <li key={i} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="font-medium text-white">
                {s.device ?? t.unknownDevice}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-green-500/15 px-2 py-0.5 text-xs font-semibold text-green-300">
                    {t.current}
                  </span>
                ) : null}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-zinc-300 sm:text-right">
                <dt className="text-zinc-400">{t.since}</dt>
                <dd>{formatDateTime(s.createdAt, lang)}</dd>
                <dt className="text-zinc-400">{t.lastActive}</dt>
                <dd>{formatDateTime(s.lastActiveAt, lang)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
