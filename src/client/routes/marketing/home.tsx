import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { useContactModal } from "../../features/contact/contact-modal-context";
import { homeTexts } from "../../features/marketing/home-content";
import { Card, ClosingCta, primaryButton, secondaryButton, Section } from "../../features/marketing/ui";
import { ParticleField } from "../../features/particles/particle-field";
import { ProductPreview } from "../../features/marketing/product-preview";
import { PAGE_GUTTER } from "../../components/layout/gutter";
import { useLang } from "../../i18n/use-lang";
import { homePageTexts } from "../../i18n/home-page";
import { metaWithTexts } from "../../seo";
import { PAGES, type PageKey } from "#shared/routes";

/** Where each audience card leads, in the order of the texts: companies, coaches, resellers. */
const AUDIENCE_PAGES: PageKey[] = ["solutions", "mentalCoaches", "resellers"];
import { siteConfig } from "#shared/site-config";

export const meta = metaWithTexts("home", homePageTexts);

export default function HomePage() {
  const lang = useLang();
  const t = homeTexts[lang];
  const { open } = useContactModal();
  return (
    <>
      <section className="relative isolate overflow-hidden border-b border-white/10">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgba(126,34,206,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(219,39,119,0.25),transparent_50%)]"
        />
        <ParticleField className="-z-10" />
        <div className={`${PAGE_GUTTER} grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-16`}>
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-pink-300">{t.eyebrow}</p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-white sm:text-6xl">{t.title}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-zinc-300">{t.subtitle}</p>
            <div className="mt-10 flex flex-wrap gap-4">
              <a href={siteConfig.bookingUrl} target="_blank" rel="noopener noreferrer" className={primaryButton}>
                {t.book}
                <span className="sr-only"> ({t.bookHint})</span>
              </a>
              <Link to={PAGES.demo[lang]} className={secondaryButton}>
                {t.tryDemo}
              </Link>
            </div>
          </div>
          <ProductPreview lang={lang} />
        </div>
      </section>
      <Section title={t.audiencesTitle} id="audiences">
        <div className="grid gap-6 md:grid-cols-3">
          {t.audiences.map((a, i) => (
            <Card key={a.title} title={a.title}>
              <p>{a.text}</p>
              <Link
                to={PAGES[AUDIENCE_PAGES[i]!][lang]}
                className="mt-3 inline-block font-semibold text-pink-300 hover:text-pink-200"
              >
                {a.more}
                {/* A no-break space keeps the arrow with the last word when the label wraps. */}
                <span aria-hidden="true">{"\u00a0→"}</span>
              </Link>
            </Card>
          ))}
        </div>
      </Section>
      <Section title={t.howTitle} id="how">
        <ol className="grid gap-12 md:grid-cols-3 md:gap-8">
          {t.steps.map((s, i) => (
            <li key={s.title} className="relative border-t border-white/15 pt-8">
              <span
                aria-hidden="true"
                className="absolute -top-5 left-0 flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-purple-600 to-pink-600 font-bold text-white ring-8 ring-black"
              >
                {i + 1}
              </span>
              <h3 className="text-xl font-semibold text-white">{s.title}</h3>
              <p className="mt-2 max-w-sm text-zinc-300">{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t.trustTitle} id="trust">
        <ul className="grid gap-3 sm:grid-cols-2">
          {t.trust.map((item) => (
            <li key={item} className="flex items-start gap-3 text-zinc-200">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-pink-400" />
              {item}
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta title={t.ctaTitle} text={t.ctaText}>
        <button type="button" onClick={open} className={primaryButton}>
          {t.contact}
        </button>
      </ClosingCta>
    </>
  );
}
