import { useEffect, useState } from "react";
import type { Lang } from "#shared/i18n";
import type { EmbedUsageRow } from "#shared/schemas/embed";
import { settle, useApi, type Settled } from "../../lib/api/client";
import { embedTexts } from "./texts";

/** Conversations, ratings and crisis answers per persona and embedding site. */
export function UsageTable({ lang }: { lang: Lang }) {
  const t = embedTexts[lang].admin;
  const api = useApi(lang);
  const [usage, setUsage] = useState<Settled<EmbedUsageRow[]>>();
  useEffect(() => {
    let closed = false;
    void settle<EmbedUsageRow[]>(api.GET("/api/admin/embed/usage"), lang, t.loadFailed).then(
      (result) => !closed && setUsage(result),
    );
    return () => {
      closed = true;
    };
  }, [api, lang, t]);
  const rows = usage?.ok ? usage.data : undefined;
  const number = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="embed-usage" className="space-y-2">
      <h3 id="embed-usage" className="text-lg font-semibold text-white">
        {t.usage}
      </h3>
      <p className="text-sm text-zinc-400">{t.usageIntro}</p>
      {usage === undefined ? <p className="text-zinc-400">…</p> : null}
      {usage?.ok === false ? (
        <p role="alert" className="text-sm text-red-300">
          {usage.text}
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
