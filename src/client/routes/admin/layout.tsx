import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import House from "lucide-react/icons/house";
import { Link, NavLink, Outlet, redirect, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { accountTexts } from "../../features/accounts/texts";
import { defineTexts } from "#shared/i18n";
import { ADMIN_PATHS, LANG_PARAM, langCookie, PAGES } from "#shared/routes";
import { siteConfig } from "#shared/site-config";
import { LanguageSwitch } from "../../components/layout/header";
import { useLang } from "../../i18n/use-lang";
import type { Route } from "./+types/layout";
import { LogoMark } from "../../components/logo-mark";
import { isSectionChange } from "../../lib/section-change";

const texts = defineTexts({
  de: { area: "Verwaltung", website: "Zur Website" },
  en: { area: "Administration", website: "To the website" },
});

/**
 * Admin pages have one URL for both languages; the `lang` cookie picks one.
 * The language switch asks for `?lang=`: the answer sets the cookie and leads
 * back to the page without it, so the choice never races a script's cookie
 * write against the reload, and works without JavaScript. The role decides
 * the navigation.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const chosen = url.searchParams.get(LANG_PARAM);
  if (chosen === "de" || chosen === "en") {
    url.searchParams.delete(LANG_PARAM);
    throw redirect(`${url.pathname}${url.search}`, {
      status: 303,
      headers: { "Set-Cookie": langCookie(chosen) },
    });
  }
  const user = await context.services.auth.getUser(request);
  return { lang: context.preferredLang ?? "de", role: user?.role ?? null };
}

/** The language and role do not change when a page opens another of its sections. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isSectionChange(args) ? false : args.defaultShouldRevalidate;
}

/** The admin area's pages for a signed-in operator; account management only for owners. */
function AdminNav() {
  const lang = useLang();
  const { role } = useLoaderData<typeof loader>();
  if (!role) return null;
  const t = accountTexts[lang].nav;
  const links = [
    { to: ADMIN_PATHS.dashboard, label: t.dashboard },
    { to: ADMIN_PATHS.account, label: t.account },
    ...(role === "owner" ? [{ to: ADMIN_PATHS.accounts, label: t.accounts }] : []),
  ];
  return (
    <nav aria-label={t.label} className="border-b border-white/10 bg-zinc-950/60">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              className={({ isActive }) =>
                `-mb-px inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${isActive ? "border-pink-500 text-white" : "border-transparent text-zinc-300 hover:text-white"}`
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The admin area's own shell: the product and area name, the language and a
 * way back to the public site; no marketing navigation, footer or cookie
 * banner (operators are not the site's visitors, and the area is noindex).
 */
export default function AdminLayout() {
  const lang = useLang();
  const t = texts[lang];
  return (
    <>
      <header className="border-b border-white/10 bg-zinc-950" data-testid="admin-header">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <p className="flex min-w-0 items-center gap-2 font-semibold text-white">
            <LogoMark className="h-6 w-6" />
            <span className="hidden truncate sm:inline">{siteConfig.siteName}</span>
            {/* Below 360 px the logo alone names the area, so the language switch and the way back fit. */}
            <span className="hidden whitespace-nowrap text-sm font-normal text-zinc-300 min-[360px]:inline">
              <span className="hidden sm:inline">· </span>
              {t.area}
            </span>
          </p>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <Link
              to={PAGES.home[lang]}
              aria-label={t.website}
              title={t.website}
              className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 py-1 text-sm text-zinc-300 hover:text-white"
            >
              {/* Phones get a house, so the way back fits beside the language switch even at 320 px. */}
              <House aria-hidden="true" className="h-5 w-5 sm:hidden" />
              <span className="hidden sm:inline">{t.website}</span>
              <ArrowUpRight aria-hidden="true" className="hidden h-4 w-4 sm:inline" />
            </Link>
          </div>
        </div>
      </header>
      <AdminNav />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
        <Outlet />
      </div>
    </>
  );
}
