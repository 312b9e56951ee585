import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { PAGES } from "#shared/routes";
import { PageHeader } from "../../components/layout/page-header";
import { featuresTexts } from "../../features/marketing/features-content";
import { ExampleBadge, Section } from "../../features/marketing/ui";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { PAGE_GUTTER } from "../../components/layout/gutter";

export const meta = metaForPage("features");

export default function FeaturesPage() {
  const lang = useLang();
  const head = pageTexts[lang].features;
  const t = featuresTexts[lang];
  return (
    <>
      <PageHeader heading={head.heading} intro={head.intro} />
      {t.categories.map((category, ci) => (
        <Section key={category.title} title={category.title} id={`category-${ci}`}>
          <div className="grid gap-6 md:grid-cols-2">
            {category.items.map((item) => (
              <article key={item.title} className="flex min-w-0 flex-col rounded-2xl border border-white/10 bg-zinc-950 p-6">
                <h3 className="text-xl font-semibold text-white">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-zinc-300">{item.description}</p>
                <h4 className="mt-4 text-sm font-semibold text-zinc-200">{t.benefits}</h4>
                <ul className="mt-2 space-y-1">
                  {item.benefits.map((b) => (
                    <li key={b} className="flex items-start gap-2 text-sm text-zinc-300">
                      <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-pink-400" />
                      {b}
                    </li>
                  ))}
                </ul>
                <p className="mt-4 text-sm font-semibold text-pink-200">
                  {item.stat}
                  <ExampleBadge label={t.exampleLabel} />
                </p>
                {"liveDemo" in item && item.liveDemo ? (
                  <Link
                    to={PAGES.demo[lang]}
                    className="mt-6 self-start rounded-full bg-gradient-to-r from-purple-600 to-pink-600 px-5 py-2 text-sm font-semibold text-white hover:from-purple-500 hover:to-pink-500"
                  >
                    {t.tryDemo}
                  </Link>
                ) : (
                  <button
                    type="button"
                    disabled
                    className="mt-6 self-start rounded-full border border-white/20 px-5 py-2 text-sm text-zinc-300 disabled:cursor-not-allowed"
                  >
                    {t.demoSoon}
                  </button>
                )}
              </article>
            ))}
          </div>
        </Section>
      ))}
      <p className={`${PAGE_GUTTER} pb-14 text-xs text-zinc-400`}>{t.exampleNote}</p>
    </>
  );
}
