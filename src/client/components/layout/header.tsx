import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import ExternalLink from "lucide-react/icons/external-link";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { type Lang, LANGS, LOCALES } from "#shared/i18n";
import { langCookie, languageSwitch, PAGES } from "#shared/routes";
import { siteConfig } from "#shared/site-config";
import { useContactModal } from "../../features/contact/contact-modal-context";
import { commonTexts } from "../../i18n/common";
import { useLang } from "../../i18n/use-lang";
import { LogoMark } from "../logo-mark";
import { PAGE_GUTTER } from "./gutter";

/** Remembers a choice made on the public site for the admin pages, which have one URL for both languages. */
function rememberLang(lang: Lang) {
  document.cookie = langCookie(lang);
}

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const t = commonTexts[lang];
  return (
    <nav aria-label={t.language.label} className={`flex items-center gap-1 text-sm ${className}`}>
      {LANGS.map((l) => {
        const { href, sameUrl, viaServer } = languageSwitch(pathname, search, l);
        return (
          <Link
            key={l}
            to={href}
            hrefLang={LOCALES[l].language}
            lang={LOCALES[l].language}
            aria-current={l === lang ? "true" : undefined}
            // An admin page's link asks the server, which renders it anew and sets the cookie itself.
            onClick={viaServer ? undefined : () => rememberLang(l)}
            reloadDocument={sameUrl}
            className={`rounded-md px-2 py-1 transition-colors ${
              l === lang ? "bg-white/15 font-semibold text-white" : "text-zinc-300 hover:text-white"
            }`}
          >
            {LOCALES[l].name}
          </Link>
        );
      })}
    </nav>
  );
}

export function Header() {
  const lang = useLang();
  const t = commonTexts[lang];
  const { open: openContact } = useContactModal();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);
  // The open menu closes on Escape (focus returns to its button) and on a tap or click outside the header.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menuOpen]);

  const links = [
    { to: PAGES.features[lang], label: t.nav.features },
    { to: PAGES.solutions[lang], label: t.nav.solutions },
    { to: PAGES.mentalCoaches[lang], label: t.nav.coaches },
    { to: PAGES.resellers[lang], label: t.nav.resellers },
    { to: PAGES.pricing[lang], label: t.nav.pricing },
    { to: PAGES.about[lang], label: t.nav.about },
  ];
  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors ${isActive ? "text-white" : "text-zinc-300 hover:text-white"}`;

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 h-[72px] border-b border-white/10 bg-black/85 backdrop-blur"
      data-testid="site-header"
    >
      <div className={`${PAGE_GUTTER} flex h-full items-center justify-between gap-4`}>
        <Link to={PAGES.home[lang]} className="flex items-center gap-2 text-lg font-bold tracking-tight text-white">
          <LogoMark />
          <span>{siteConfig.siteName}</span>
        </Link>

        <nav aria-label={t.nav.label} className="hidden items-center gap-1 xl:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={navLinkClass} onClick={() => setMenuOpen(false)}>
              {l.label}
            </NavLink>
          ))}
          <a
            href={siteConfig.dashboardUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-zinc-300 hover:text-white"
          >
            {t.nav.dashboard}
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="sr-only">({t.nav.dashboardHint})</span>
          </a>
        </nav>

        <div className="hidden items-center gap-3 xl:flex">
          <LanguageSwitch />
          <button
            type="button"
            onClick={openContact}
            className="rounded-full bg-gradient-to-r from-purple-600 to-pink-600 px-5 py-2 text-sm font-semibold text-white shadow hover:from-purple-500 hover:to-pink-500"
          >
            {t.nav.contact}
          </button>
        </div>

        <button
          type="button"
          ref={toggleRef}
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10 xl:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t.nav.closeMenu : t.nav.openMenu}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
        </button>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-b border-white/10 bg-black px-4 pb-6 pt-2 xl:hidden">
        <nav aria-label={t.nav.label} className="flex flex-col gap-1">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={navLinkClass} onClick={() => setMenuOpen(false)}>
              {l.label}
            </NavLink>
          ))}
          <a
            href={siteConfig.dashboardUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md px-3 py-2 text-sm font-medium text-zinc-300 hover:text-white"
          >
            {t.nav.dashboard} <span className="sr-only">({t.nav.dashboardHint})</span>
          </a>
        </nav>
        <div className="mt-4 flex items-center justify-between gap-3">
          <LanguageSwitch />
          <button
            type="button"
            onClick={() => {
              setMenuOpen(false);
              openContact();
            }}
            className="rounded-full bg-gradient-to-r from-purple-600 to-pink-600 px-5 py-2 text-sm font-semibold text-white"
          >
            {t.nav.contact}
          </button>
        </div>
      </div>
    </header>
  );
}
