import Check from "lucide-react/icons/check";
import { useState } from "react";
import { PageHeader } from "../../components/layout/page-header";
import { useContactModal } from "../../features/contact/contact-modal-context";
import { PRESENCE_OFFERS, presenceTexts, REACH_OPTIONS } from "../../features/marketing/presence-content";
import { Cell, primaryButton, Section } from "../../features/marketing/ui";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { format, LOCALES } from "#shared/i18n";
import type { InquiryOffer, ReachId } from "#shared/schemas/inquiry-form";

export const meta = metaForPage("choosePresence");

export default function ChoosePresencePage() {
  const lang = useLang();
  const head = pageTexts[lang].choosePresence;
  const t = presenceTexts[lang];
  const { openWith } = useContactModal();
  const [reach, setReach] = useState<ReachId>("national");
  const [offer, setOffer] = useState<InquiryOffer>("portal");
  const nf = new Intl.NumberFormat(LOCALES[lang].tag);
  const selected = REACH_OPTIONS.find((r) => r.id === reach)!;
  const offers = t.offers.map((o, i) => ({ ...o, id: PRESENCE_OFFERS[i]! }));
  const chosenOffer = offers.find((o) => o.id === offer)!;
  return (
    <>
      <PageHeader heading={head.heading} intro={head.intro} />
      <Section title={t.reachTitle} id="reach">
        {/* Native radios: arrow keys, focus and screen readers work as users expect. */}
        <fieldset>
          <legend className="sr-only">{t.reachLegend}</legend>
          <div className="grid gap-4 md:grid-cols-3">
            {REACH_OPTIONS.map((option) => (
              <label
                key={option.id}
                className="cursor-pointer rounded-2xl border border-white/15 bg-zinc-950 p-6 transition-colors has-[:checked]:border-pink-400 has-[:checked]:bg-pink-500/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-pink-400"
              >
                <input
                  type="radio"
                  name="reach"
                  value={option.id}
                  checked={reach === option.id}
                  onChange={() => setReach(option.id)}
                  className="sr-only"
                />
                <span className="block text-xl font-semibold text-white">{t.reach[option.id].name}</span>
                <span className="mt-1 block text-sm text-zinc-300">{t.reach[option.id].description}</span>
                <span className="mt-3 block text-sm font-semibold text-pink-200">
                  {format(t.multiplier, { m: nf.format(option.multiplier) })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p aria-live="polite" className="mt-4 text-sm text-zinc-300" data-testid="reach-selected">
          {format(t.selected, { name: t.reach[reach].name })} · {format(t.multiplier, { m: nf.format(selected.multiplier) })}
        </p>
      </Section>
      <Section title={t.offersTitle} intro={t.priceNote} id="offers">
        <fieldset>
          <legend className="sr-only">{t.offersLegend}</legend>
          <div className="grid gap-6 md:grid-cols-2">
            {offers.map((o) => (
              <label
                key={o.id}
                className="flex cursor-pointer flex-col rounded-3xl border border-white/10 bg-zinc-950 p-8 transition-colors has-[:checked]:border-pink-400 has-[:checked]:bg-pink-500/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-pink-400"
              >
                <input
                  type="radio"
                  name="offer"
                  value={o.id}
                  checked={offer === o.id}
                  onChange={() => setOffer(o.id)}
                  className="sr-only"
                />
                <span className="text-2xl font-bold text-white">{o.name}</span>
                <span className="mt-2 text-zinc-300">{o.description}</span>
                <ul className="mt-5 flex-1 space-y-2">
                  {o.features.map((f) => (
                    <li key={f} className="flex items-start gap-2 text-sm text-zinc-200">
                      <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-pink-400" />
                      {f}
                    </li>
                  ))}
                </ul>
                <span className="mt-6 text-sm text-zinc-200">{o.setup}</span>
                <span className="text-sm text-zinc-200">{o.monthly}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <p aria-live="polite" className="text-sm text-zinc-200" data-testid="presence-choice">
            {format(t.yourChoice, { offer: chosenOffer.name, reach: t.reach[reach].name })}
          </p>
          <button type="button" onClick={() => openWith({ offer, reach })} className={primaryButton}>
            {t.requestChosen}
          </button>
        </div>
      </Section>
      <Section title={t.compareTitle} id="compare">
        <div className="overflow-x-auto rounded-2xl border border-white/10">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.compareCaption}</caption>
            <thead className="bg-zinc-900 text-zinc-200">
              <tr>
                <th scope="col" className="p-4">
                  {t.compareColumns.feature}
                </th>
                <th scope="col" className="p-4">
                  {t.compareColumns.portal}
                </th>
                <th scope="col" className="p-4">
                  {t.compareColumns.whiteLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {t.compareRows.map((r) => (
                <tr key={r.name} className="border-t border-white/10 text-zinc-300">
                  <th scope="row" className="p-4 font-medium text-white">
                    {r.name}
                  </th>
                  <td className="p-4">
                    <Cell value={r.portal} yes={t.yes} no={t.no} />
                  </td>
                  <td className="p-4">
                    <Cell value={r.whiteLabel} yes={t.yes} no={t.no} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title={t.faqTitle} id="faq">
        <div className="space-y-3">
          {t.faq.map((item) => (
            <details key={item.q} className="rounded-xl border border-white/10 bg-zinc-950 p-4">
              <summary className="cursor-pointer font-semibold text-white">{item.q}</summary>
              <p className="mt-2 text-sm text-zinc-300">{item.a}</p>
            </details>
          ))}
        </div>
        <button type="button" onClick={() => openWith({ offer, reach })} className={`${primaryButton} mt-10`}>
          {t.cta}
        </button>
      </Section>
    </>
  );
}
