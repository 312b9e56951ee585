import { useEffect, useState } from "react";
import { defineTexts, type Lang, LOCALES } from "#shared/i18n";
import type { Inquiry } from "#shared/schemas/inquiry";
import { useApi } from "../../lib/api/client";

const texts = defineTexts({
  de: {
    title: "Anfragen",
    empty: "Noch keine Anfragen.",
    failed: "Die Anfragen konnten nicht geladen werden.",
    message: "Nachricht",
    mailed: "per E-Mail gemeldet",
    offer: "Angebot",
    reach: "Reichweite",
    page: "Gesendet von",
    offers: { portal: "Portal", "white-label": "White-Label-Lösung", reseller: "Partnerprogramm für Wiederverkäufer" },
    reaches: { national: "National", international: "International", global: "Global" },
    salutations: { Herr: "Herr", Frau: "Frau" },
  },
  en: {
    title: "Inquiries",
    empty: "No inquiries yet.",
    failed: "The inquiries could not be loaded.",
    message: "Message",
    mailed: "notified by e-mail",
    offer: "Offer",
    reach: "Reach",
    page: "Sent from",
    offers: { portal: "Portal", "white-label": "White-label solution", reseller: "Reseller partner programme" },
    reaches: { national: "National", international: "International", global: "Global" },
    salutations: { Herr: "Mr", Frau: "Ms" },
  },
});

/** Contact inquiries for the operator, newest first. */
export function InquiriesPanel({ lang }: { lang: Lang }) {
  const t = texts[lang];
  const [items, setItems] = useState<Inquiry[] | null>();
  const api = useApi(lang);
  useEffect(() => {
    api
      .GET("/api/inquiries")
      .then(({ data }) => setItems(data ?? null))
      .catch(() => setItems(null));
  }, [api]);
  const fmt = new Intl.DateTimeFormat(LOCALES[lang].tag, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  if (items === undefined) return <p className="text-zinc-400">…</p>;
  if (items === null)
    return (
      <p role="alert" className="text-red-300">
        {t.failed}
      </p>
    );
  if (items.length === 0) return <p className="text-zinc-400">{t.empty}</p>;
  return (
    <ul className="space-y-4">
      {items.map((i) => (
        <li key={i.id} className="rounded-2xl border border-white/10 bg-zinc-950 p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-white">
              {t.salutations[i.salutation]} {i.academicTitle ? `${i.academicTitle} ` : ""}
              {i.name}
            </p>
            <time dateTime={i.createdAt} className="text-sm text-zinc-400">
              {fmt.format(new Date(i.createdAt))}
              {i.emailedAt ? ` · ${t.mailed}` : ""}
            </time>
          </div>
          <p className="mt-1 text-sm">
            <a className="text-pink-300 underline" href={`mailto:${i.email}`}>
              {i.email}
            </a>
            {" · "}
            <a className="whitespace-nowrap text-pink-300 underline" href={`tel:${i.phone.replace(/[^+\d]/g, "")}`}>
              {i.phone}
            </a>
          </p>
          {i.context ? (
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="inquiry-context">
              {i.context.offer ? (
                <div className="flex gap-1">
                  <dt className="text-zinc-400">{t.offer}:</dt>
                  <dd className="text-white">{t.offers[i.context.offer]}</dd>
                </div>
              ) : null}
              {i.context.reach ? (
                <div className="flex gap-1">
                  <dt className="text-zinc-400">{t.reach}:</dt>
                  <dd className="text-white">{t.reaches[i.context.reach]}</dd>
                </div>
              ) : null}
              {i.context.page ? (
                <div className="flex gap-1">
                  <dt className="text-zinc-400">{t.page}:</dt>
                  <dd className="break-all text-white">{i.context.page}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <p className="mt-3 whitespace-pre-wrap text-sm text-zinc-200">{i.message}</p>
        </li>
      ))}
    </ul>
  );
}
