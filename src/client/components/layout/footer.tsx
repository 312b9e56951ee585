import { Link } from "react-router";
import { PAGES } from "#shared/routes";
import { siteConfig } from "#shared/site-config";
import { openCookieSettings } from "../../features/cookie-consent/cookie-banner";
import { useContactModal } from "../../features/contact/contact-modal-context";
import { commonTexts } from "../../i18n/common";
import { useLang } from "../../i18n/use-lang";
import { LogoMark } from "../logo-mark";
import { PAGE_GUTTER } from "./gutter";

const linkClass = "text-sm text-zinc-400 hover:text-white";

export function Footer() {
  const lang = useLang();
  const t = commonTexts[lang].footer;
  const { open: openContact } = useContactModal();
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-white/10 bg-black">
      <div className={`${PAGE_GUTTER} grid gap-10 py-12 md:grid-cols-4`}>
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="h-7 w-7" />
            {siteConfig.siteName}
          </p>
          <p className="mt-2 text-sm text-zinc-400">{t.tagline}</p>
        </div>
        <nav aria-labelledby="footer-content">
          <h2 id="footer-content" className="text-sm font-semibold text-white">
            {t.content}
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={linkClass} to={PAGES.features[lang]}>
                {t.features}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={PAGES.solutions[lang]}>
                {t.solutions}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={PAGES.pricing[lang]}>
                {t.pricing}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={PAGES.choosePresence[lang]}>
                {t.presence}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={PAGES.mentalCoaches[lang]}>
                {t.coaches}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={PAGES.resellers[lang]}>
                {t.resellers}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={PAGES.demo[lang]}>
                {t.demo}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold text-white">
            {t.company}
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={linkClass} to={PAGES.about[lang]}>
                {t.about}
              </Link>
            </li>
            <li>
              <button type="button" className={linkClass} onClick={openContact}>
                {t.contact}
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold text-white">
            {t.legal}
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={linkClass} to={PAGES.imprint[lang]}>
                {t.imprint}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={PAGES.privacy[lang]}>
                {t.privacy}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={PAGES.transparency[lang]}>
                {t.transparency}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={PAGES.accessibility[lang]}>
                {t.accessibility}
              </Link>
            </li>
            <li>
              <button type="button" className={linkClass} onClick={openCookieSettings}>
                {t.cookieSettings}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10 px-4 py-6 text-center text-xs text-zinc-400">
        © {year} {siteConfig.company.name}. {t.rights}
        {siteConfig.isExample ? ` ${t.exampleData}` : null}
      </div>
    </footer>
  );
}
