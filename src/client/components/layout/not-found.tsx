import { Link } from "react-router";
import { PAGES } from "#shared/routes";
import { siteConfig } from "#shared/site-config";
import { commonTexts } from "../../i18n/common";
import { useLang } from "../../i18n/use-lang";

/** The 404 page, in the language of the requested path. */
export function NotFound() {
  const lang = useLang();
  const t = commonTexts[lang].notFound;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-28 text-center">
      <title>{`${t.title} | ${siteConfig.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <p className="bg-gradient-to-r from-purple-400 to-pink-400 bg-clip-text text-7xl font-extrabold text-transparent">
        {t.code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-white">{t.text}</h1>
      <Link
        to={PAGES.home[lang]}
        className="mt-8 rounded-full bg-gradient-to-r from-purple-600 to-pink-600 px-6 py-3 font-semibold text-white hover:from-purple-500 hover:to-pink-500"
      >
        {t.back}
      </Link>
    </section>
  );
}
