import type { LimitsInfo } from "#shared/contracts/dashboard";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { adminTexts } from "./texts";

/** The limits section of the settings tab; `limits` undefined while loading, null when loading failed. */
export function LimitsPanel({ lang, limits }: { lang: Lang; limits: LimitsInfo | null | undefined }) {
  const t = adminTexts[lang].limits;
  const locale = LOCALES[lang].tag;
  const n = (value: number, digits = 0) => value.toLocaleString(locale, { maximumFractionDigits: digits });
  const address = limits?.clientAddress;
  return (
    <section aria-labelledby="limits-title" className="rounded-2xl border border-white/10 bg-zinc-950 p-5 md:col-span-2">
      <h2 id="limits-title" className="text-lg font-semibold text-white">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-zinc-400">{t.intro}</p>
      {limits === null ? (
        <p role="alert" className="mt-3 text-red-300">
          {t.loadFailed}
        </p>
      ) : null}
      {limits ? (
        <dl className="mt-4 grid gap-4 text-sm md:grid-cols-2">
          <div className="md:col-span-2">
            <dt className="font-semibold text-zinc-200">{t.today}</dt>
            <dd className="mt-1 text-zinc-300">
              <meter
                aria-label={t.meterLabel}
                min={0}
                max={limits.daily.budgetChats}
                value={Math.min(limits.today.budgetUsed, limits.daily.budgetChats)}
                className="block h-2 w-full max-w-md"
              />
              <span className="mt-1 block">
                {format(t.used, { used: n(limits.today.budgetUsed, 1), budget: n(limits.daily.budgetChats) })}
              </span>
              <span className="block text-zinc-400">
                {format(t.breakdown, {
                  chats: n(limits.today.chats),
                  chars: n(limits.today.ttsChars),
                  mb: n(limits.today.sttKb / 1024, 1),
                })}
              </span>
              <span className="block text-zinc-400">
                {format(t.rates, { chars: n(limits.daily.ttsCharsPerChat), kb: n(limits.daily.sttKbPerChat) })}
              </span>
              <span className="block text-zinc-400">
                {format(t.resets, {
                  time:
                    new Date(limits.today.resetsAt).toLocaleString(locale, {
                      dateStyle: "short",
                      timeStyle: "short",
                      timeZone: "UTC",
                    }) + " UTC",
                })}
              </span>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-zinc-200">{t.perClient}</dt>
            <dd className="mt-1 text-zinc-300">
              <ul className="list-disc space-y-1 pl-5">
                <li>{format(t.requests, { n: n(limits.perClient.requestsPerMinute) })}</li>
                <li>{format(t.ttsHour, { n: n(limits.perClient.ttsCharsPerHour) })}</li>
                <li>{format(t.sttHour, { n: n(limits.perClient.sttMbPerHour) })}</li>
                <li>{format(t.sttConcurrentClient, { n: n(limits.perClient.sttConcurrent) })}</li>
              </ul>
              <p className="mt-1 text-zinc-400">{t.ipv6}</p>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-zinc-200">{t.perInstance}</dt>
            <dd className="mt-1 text-zinc-300">
              {format(t.stt, {
                n: n(limits.stt.maxConcurrent),
                mb: n(limits.stt.maxMb),
                idle: n(limits.stt.idleSeconds, 1),
                total: n(limits.stt.maxUploadSeconds),
              })}
            </dd>
            <dt className="mt-4 font-semibold text-zinc-200">{t.address}</dt>
            <dd className="mt-1 break-words text-zinc-300">
              {address?.mode === "hops"
                ? address.hops === 1
                  ? t.hopsOne
                  : format(t.hops, { n: n(address.hops) })
                : address?.mode === "addresses"
                  ? format(t.addresses, { list: address.addresses.join(", ") })
                  : t.direct}
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
