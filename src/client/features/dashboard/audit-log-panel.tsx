import type { AuditEntry, AuditPage } from "#shared/contracts/audit";
import { useEffect, useId, useState } from "react";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { type Api, useApi } from "../../lib/api/client";
import { formatSize } from "../../lib/format-size";
import { adminTexts } from "./texts";

type AuditTexts = (typeof adminTexts)[Lang]["audit"];

/** What an entry says happened, as one sentence in the page's language. */
export function auditSentence(entry: Pick<AuditEntry, "action" | "target">, t: AuditTexts): string {
  return format(t.actions[entry.action], { name: entry.target?.name ?? t.noName });
}

/** The second line of an entry: what changed, how many, how large; empty when there is nothing to add. */
export function auditDetail(entry: Pick<AuditEntry, "action" | "details">, t: AuditTexts, lang: Lang): string {
  const levels = adminTexts[lang].dashboard.crisisLevels;
  const { changed, count, size, role, onDuty, reason, risk, seconds } = entry.details;
  if (role) return format(t.role, { role: t.roles[role] });
  if (onDuty !== undefined) return onDuty ? t.onDuty : t.offDuty;
  if (seconds !== undefined) return format(t.acceptedAfter, { n: seconds });
  if (reason === "request") return t.reasonRequest;
  if (reason === "crisis") return format(t.reasonCrisis, { risk: risk ? levels[risk] : "" });
  if (changed)
    return changed.length === 0
      ? t.unchanged
      : format(t.changed, { fields: changed.map((f) => (t.fields as Record<string, string>)[f] ?? f).join(", ") });
  if (count !== undefined && entry.action === "account.sessions-ended")
    return count === 0 ? t.sessionsEndedNone : count === 1 ? t.sessionsEndedOne : format(t.sessionsEnded, { n: count });
  if (count !== undefined && entry.action === "settings.clear-cache")
    return count === 1 ? t.cacheClearedOne : format(t.cacheCleared, { n: count });
  if (count !== undefined && entry.action === "transcript.export")
    return count === 1 ? t.transcriptsExportedOne : format(t.transcriptsExported, { n: count });
  if (count !== undefined && entry.action === "transcript.delete")
    return count === 1 ? t.transcriptTurnsDeletedOne : format(t.transcriptTurnsDeleted, { n: count });
  if (size !== undefined) return formatSize(size, lang);
  return "";
}

/** Who made an entry: the operator's e-mail, or the visitor or the server (entries without an account). */
function actor(account: AuditEntry["account"], t: AuditTexts): string {
  if (account.id === null && account.email === "visitor") return t.byVisitor;
  if (account.id === null && account.email === "system") return t.bySystem;
  return format(t.by, { email: account.email });
}

/** The page of entries older than `before` (the newest without it). */
async function fetchPage(api: Api, before?: number): Promise<AuditPage> {
  const { data, response } = await api.GET("/api/audit-log", { params: { query: { before: before?.toString() } } });
  if (!data) throw new Error(`HTTP ${response.status}`);
  return data;
}

/** The 'Protokoll' tab: who changed what and when, newest first, a page at a time; a list that fits a phone. */
export function AuditLogPanel({ lang }: { lang: Lang }) {
  const t = adminTexts[lang].audit;
  const id = useId();
  const [entries, setEntries] = useState<AuditEntry[] | null>();
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const api = useApi(lang);

  useEffect(() => {
    let cancelled = false;
    fetchPage(api)
      .then((page) => {
        if (cancelled) return;
        setEntries(page.entries);
        setNext(page.next);
      })
      .catch(() => !cancelled && setEntries(null));
    return () => {
      cancelled = true;
    };
  }, [api]);

  const more = async () => {
    if (next === null) return;
    setLoading(true);
    setMoreFailed(false);
    try {
      const page = await fetchPage(api, next);
      setEntries((list) => [...(list ?? []), ...page.entries]);
      setNext(page.next);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const when = new Intl.DateTimeFormat(LOCALES[lang].tag, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-3xl">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{t.intro}</p>
      {entries === undefined ? <p className="mt-4 text-zinc-400">{t.loading}</p> : null}
      {entries === null ? (
        <p role="alert" className="mt-4 text-red-300">
          {t.loadFailed}
        </p>
      ) : null}
      {entries?.length === 0 ? <p className="mt-4 text-zinc-300">{t.empty}</p> : null}
      {entries && entries.length > 0 ? (
        <ol className="mt-4 divide-y divide-white/10 rounded-2xl border border-white/10 bg-zinc-950" data-testid="audit-log">
          {entries.map((entry) => {
            const detail = auditDetail(entry, t, lang);
            return (
              <li key={entry.id} className="px-4 py-3" data-testid="audit-entry">
                <p className="break-words font-medium text-white">{auditSentence(entry, t)}</p>
                {detail ? <p className="mt-0.5 break-words text-sm text-zinc-300">{detail}</p> : null}
                <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-zinc-400">
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  <span className="break-all">{actor(entry.account, t)}</span>
                </p>
              </li>
            );
          })}
        </ol>
      ) : null}
      {next !== null && entries ? (
        <button
          type="button"
          onClick={() => void more()}
          disabled={loading}
          className="mt-4 rounded-lg border border-white/20 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-60"
        >
          {loading ? t.loading : t.more}
        </button>
      ) : null}
      {moreFailed ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {t.loadFailed}
        </p>
      ) : null}
    </section>
  );
}
