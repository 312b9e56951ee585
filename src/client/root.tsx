import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError } from "react-router";
import "./app.css";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { NotFound } from "./components/layout/not-found";
import { ContactModalProvider } from "./features/contact/contact-modal-context";
import { CookieBanner } from "./features/cookie-consent/cookie-banner";
import { commonTexts } from "./i18n/common";
import { useLang } from "./i18n/use-lang";
import { serverSiteOrigin } from "./seo";
import type { Route } from "./+types/root";

/** The last element of every page: the browser paints once it has parsed it. */
const PAGE_END_ID = "page-end";

export const links = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The site's public origin for every page's canonical, alternate and Open
 * Graph URLs (seo.ts reads it from the matches of its meta() calls): the
 * server's configuration decides it, so the browser never builds those links
 * from the address it happens to be at.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { siteOrigin: serverSiteOrigin(context.siteOrigin) };
}

/** The origin does not change while a page is open: navigations need not ask for it again. */
export function shouldRevalidate() {
  return false;
}

/**
 * The document shell on black: for the public site its header, cookie banner
 * and footer around the content; the admin area brings its own shell
 * (routes/admin/layout.tsx) and has none of the marketing site's parts.
 */
export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang();
  const t = commonTexts[lang];
  const { pathname } = useLocation();
  // The admin area brings its own shell; the embedded panel (/embed/…) sits in another site's frame with none.
  const embedded = pathname.startsWith("/embed/");
  const bare = embedded || pathname.startsWith("/admin");
  return (
    <html lang={lang} className="bg-black">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#000000" />
        <Meta />
        <Links />
        {/* No paint before the page's content is parsed: a slow device would otherwise show the header
            and the demo half built and move them as the rest arrives (Chromium; others ignore it). */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
      </head>
      <body className="flex min-h-screen flex-col bg-black">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 text-black focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t.skipToContent}
        </a>
        <ContactModalProvider>
          {/* First in the focus order after the skip link: nothing a visitor reaches hides behind it. */}
          {bare ? null : <CookieBanner />}
          {bare ? null : <Header />}
          <main id="main" className="flex-1">
            {children}
          </main>
          {bare ? null : <Footer />}
          <div id={PAGE_END_ID} hidden />
        </ContactModalProvider>
        {/* Scroll restoration keeps positions in sessionStorage, which a frame on another site may not use. */}
        {embedded ? null : <ScrollRestoration />}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const lang = useLang();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const t = commonTexts[lang].error;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{t.title}</title>
      <h1 className="text-3xl font-bold text-white">{t.title}</h1>
      <p className="mt-4 text-zinc-300">{t.text}</p>
    </section>
  );
}
