import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { PageHeader } from "../../components/layout/page-header";
import { useContactModal } from "../../features/contact/contact-modal-context";
import { resellersTexts } from "../../features/marketing/resellers-content";
import { Card, ClosingCta, primaryButton, secondaryButton, Section } from "../../features/marketing/ui";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { PAGES } from "#shared/routes";

export const meta = metaForPage("resellers");

export default function ResellersPage() {
  const lang = useLang();
  const head = pageTexts[lang].resellers;
  const t = resellersTexts[lang];
  const { openWith } = useContactModal();
  return (
    <>
      <PageHeader heading={head.heading} intro={head.intro} />
      <Section title={t.audienceTitle} id="audience">
        <div className="grid gap-6 md:grid-cols-3">
          {t.audience.map((a) => (
            <Card key={a.title} title={a.title}>
              {a.text}
            </Card>
          ))}
        </div>
      </Section>
      <Section title={t.stepsTitle} id="steps">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {t.steps.map((s) => (
            <li key={s.title} className="rounded-2xl border border-white/10 bg-zinc-950 p-6">
              <h3 className="text-lg font-semibold text-white">{s.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-300">{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t.benefitsTitle} id="benefits">
        <div className="grid gap-8 lg:grid-cols-2">
          <ul className="space-y-3">
            {t.benefits.map((b) => (
              <li key={b} className="flex items-start gap-3 text-zinc-200">
                <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-pink-400" />
                {b}
              </li>
            ))}
          </ul>
          <div className="rounded-2xl border border-white/10 bg-zinc-950 p-6">
            <h3 className="text-lg font-semibold text-white">{t.termsTitle}</h3>
            <p className="mt-2 text-sm leading-relaxed text-zinc-300">{t.terms}</p>
          </div>
        </div>
      </Section>
      <ClosingCta title={t.ctaTitle} text={t.ctaText}>
        <button type="button" onClick={() => openWith({ offer: "reseller" })} className={primaryButton}>
          {t.cta}
        </button>
        <Link to={PAGES.demo[lang]} className={secondaryButton}>
          {t.demo}
        </Link>
      </ClosingCta>
    </>
  );
}
