import { PAGE_GUTTER } from "../../components/layout/gutter";
import { PageHeader } from "../../components/layout/page-header";
import { ConsolePreview } from "../../features/marketing/console-preview";
import { useContactModal } from "../../features/contact/contact-modal-context";
import { RoiCalculator } from "../../features/marketing/roi-calculator";
import { solutionsTexts } from "../../features/marketing/solutions-content";
import { Card, Cell, ClosingCta, primaryButton, secondaryButton, Section } from "../../features/marketing/ui";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { siteConfig } from "#shared/site-config";

export const meta = metaForPage("solutions");

export default function SolutionsPage() {
  const lang = useLang();
  const head = pageTexts[lang].solutions;
  const t = solutionsTexts[lang];
  const { open } = useContactModal();
  return (
    <>
      <PageHeader heading={head.heading} intro={head.intro} />
      <Section title={t.offeringsTitle} id="offerings">
        <div className="grid gap-6 md:grid-cols-3">
          {t.offerings.map((o) => (
            <Card key={o.title} title={o.title}>
              {o.text}
            </Card>
          ))}
        </div>
      </Section>
      <div className={`${PAGE_GUTTER} py-14`}>
        <ConsolePreview lang={lang} />
      </div>
      <Section title={t.roiTitle} id="roi">
        <RoiCalculator lang={lang} />
      </Section>
      <Section title={t.comparisonTitle} id="comparison">
        <div className="overflow-x-auto rounded-2xl border border-white/10">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.comparisonCaption}</caption>
            <thead className="bg-zinc-900 text-zinc-200">
              <tr>
                <th scope="col" className="p-4">
                  {t.columns.feature}
                </th>
                <th scope="col" className="p-4">
                  {t.columns.ai}
                </th>
                <th scope="col" className="p-4">
                  {t.columns.classic}
                </th>
              </tr>
            </thead>
            <tbody>
              {t.rows.map((r) => (
                <tr key={r.name} className="border-t border-white/10 text-zinc-300">
                  <th scope="row" className="p-4 font-medium text-white">
                    {r.name}
                  </th>
                  <td className="p-4">
                    <Cell value={r.ai} yes={t.yes} no={t.no} />
                  </td>
                  <td className="p-4">
                    <Cell value={r.classic} yes={t.yes} no={t.no} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title={t.storiesTitle} intro={t.storiesNote} id="stories">
        <div className="grid gap-6 md:grid-cols-2">
          {t.stories.map((s) => (
            <Card key={s.title} title={s.title}>
              {s.text}
            </Card>
          ))}
        </div>
      </Section>
      <ClosingCta title={t.ctaTitle}>
        <a href={siteConfig.bookingUrl} target="_blank" rel="noopener noreferrer" className={primaryButton}>
          {t.liveDemo}
        </a>
        <button type="button" onClick={open} className={secondaryButton}>
          {t.consultation}
        </button>
        <a
          href={lang === "en" ? "/files/enterprise-whitepaper-en.pdf" : "/files/enterprise-whitepaper.pdf"}
          className={secondaryButton}
        >
          {t.whitepaper}
        </a>
      </ClosingCta>
    </>
  );
}
