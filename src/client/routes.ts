import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { LANGS } from "#shared/i18n";
import { ADMIN_PATHS, PAGE_KEYS, type PageKey, PAGES, PERSONA_PREFIX } from "#shared/routes";

/** The module that renders each page of the route table (src/shared/routes.ts). */
const PAGE_MODULES: Record<PageKey, string> = {
  home: "routes/marketing/home.tsx",
  features: "routes/marketing/features.tsx",
  solutions: "routes/marketing/solutions.tsx",
  pricing: "routes/marketing/pricing.tsx",
  choosePresence: "routes/marketing/choose-presence.tsx",
  mentalCoaches: "routes/marketing/mental-coaches.tsx",
  resellers: "routes/marketing/resellers.tsx",
  demo: "routes/voice/persona.tsx",
  about: "routes/marketing/about.tsx",
  contact: "routes/marketing/contact.tsx",
  imprint: "routes/marketing/imprint.tsx",
  privacy: "routes/marketing/privacy.tsx",
  transparency: "routes/marketing/transparency.tsx",
  accessibility: "routes/marketing/accessibility.tsx",
};

export default [
  // Fixed pages first: React Router ranks static segments above `:slug`, so
  // /produkte/preise is never taken for a persona.
  ...PAGE_KEYS.flatMap((key) => LANGS.map((lang) => route(PAGES[key][lang], PAGE_MODULES[key], { id: `${key}.${lang}` }))),
  ...LANGS.map((lang) => route(`${PERSONA_PREFIX[lang]}:slug`, "routes/voice/persona.tsx", { id: `persona.${lang}` })),
  layout("routes/admin/layout.tsx", { id: "admin" }, [
    route(ADMIN_PATHS.login, "routes/admin/login.tsx", { id: "admin.login" }),
    route(ADMIN_PATHS.dashboard, "routes/admin/dashboard.tsx", { id: "admin.dashboard" }),
    route(ADMIN_PATHS.account, "routes/admin/account.tsx", { id: "admin.account" }),
    route(ADMIN_PATHS.accounts, "routes/admin/accounts.tsx", { id: "admin.accounts" }),
    route(ADMIN_PATHS.invitation, "routes/admin/invitation.tsx", { id: "admin.invitation" }),
  ]),
  // The voice-chat panel that other sites frame (issue 18); its language comes from ?lang=.
  route("embed/:slug", "routes/embed/panel.tsx", { id: "embed" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
