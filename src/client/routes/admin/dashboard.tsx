import ChevronDown from "lucide-react/icons/chevron-down";
import { Tabs } from "radix-ui";
import { useId, useState } from "react";
import { redirect, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminSessionProvider } from "../../features/admin-auth/session-dialog";
import { AuditLogPanel } from "../../features/dashboard/audit-log-panel";
import { EmbedPanel } from "../../features/embed/embed-panel";
import { InquiriesPanel } from "../../features/inquiries/inquiries-panel";
import { InsightsPanel } from "../../features/dashboard/insights-panel";
import { KnowledgeBasePanel } from "../../features/knowledge-base/knowledge-base-panel";
import { LiveAlert, LivePanel } from "../../features/live/live-panel";
import { OperationsPanel } from "../../features/operations/operations-panel";
import { useLiveConsole } from "../../features/live/use-live-console";
import { PersonasPanel } from "../../features/personas/personas-panel";
import { StatCards } from "../../features/dashboard/stat-cards";
import { TranscriptsPanel } from "../../features/transcripts/transcripts-panel";
import { SystemSettings } from "../../features/dashboard/system-settings";
import { adminTexts } from "../../features/dashboard/texts";
import { GoLiveNotice } from "../../features/dashboard/go-live-notice";
import { VoiceSettings } from "../../features/dashboard/voice-settings";
import { useLang } from "../../i18n/use-lang";
import { useApi } from "../../lib/api/client";
import { isSectionChange } from "../../lib/section-change";
import { pageMeta } from "../../seo";
import { defineTexts, format } from "#shared/i18n";
import { ADMIN_PATHS } from "#shared/routes";
import type { Route } from "./+types/dashboard";

/**
 * The console's sections, in the order of the side bar: the overview first (the figures and what is
 * left before going live), the live conversations of whoever is on duty (decision 046), then the work
 * of every day, then the settings and the record.
 */
const TABS = [
  "overview",
  "live",
  "voice",
  "knowledge",
  "conversations",
  "operations",
  "transcripts",
  "settings",
  "inquiries",
  "personas",
  "embed",
  "audit",
] as const;
type Tab = (typeof TABS)[number];
/**
 * Owners only (the API refuses editors too): the voice settings change how the paid voice provider is
 * called; stored transcripts are visitors' own words about their wellbeing.
 */
const OWNER_TABS: ReadonlySet<Tab> = new Set(["voice", "transcripts"]);

const texts = defineTexts({
  de: { overview: "Kennzahlen", current: "Bereich", live: "Live", liveWaiting: "Live ({n} warten)", operations: "Betrieb" },
  en: { overview: "Key figures", current: "Section", live: "Live", liveWaiting: "Live ({n} waiting)", operations: "Operations" },
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`${ADMIN_PATHS.login}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { user, maxUploadMb: context.services.limits.maxUploadMb, serverVoice: context.services.providers.serverVoice };
}

/** Opening another section keeps the signed-in operator the loader found; everything else asks again. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isSectionChange(args) ? false : args.defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Master Admin Dashboard", description: "Betreiberbereich.", lang: "de", noindex: true, matches });

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = adminTexts[lang];
  const navigate = useNavigate();
  const api = useApi(lang);
  const [params, setParams] = useSearchParams();
  const owner = loaderData.user.role === "owner";
  const tabs = TABS.filter((id) => owner || !OWNER_TABS.has(id));
  const raw = params.get("tab");
  const tab: Tab = (tabs as readonly string[]).includes(raw ?? "") ? (raw as Tab) : tabs[0]!;
  const l = texts[lang];
  const sectionName = (id: Tab) =>
    id === "overview" ? l.overview : id === "live" ? l.live : id === "operations" ? l.operations : t.tabs[id];
  const [menuOpen, setMenuOpen] = useState(false);
  const listId = useId();
  // Every open tab of the console hears of a visitor waiting for a person, whichever section it shows.
  const live = useLiveConsole(lang);
  const openSection = (v: string) => {
    setMenuOpen(false);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set("tab", v);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const logout = async () => {
    await api.POST("/api/auth/logout").catch(() => undefined);
    await navigate(ADMIN_PATHS.login, { replace: true });
  };

  // Every change below goes through the session provider: an ended session signs in again in place.
  return (
    <AdminSessionProvider lang={lang} email={loaderData.user.email}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-white">{t.dashboard.title}</h1>
          <p className="mt-1 text-sm text-zinc-400">{format(t.dashboard.signedInAs, { email: loaderData.user.email })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The live conversations one tap away from any section, on every screen. */}
          <button
            type="button"
            onClick={() => openSection("live")}
            aria-current={tab === "live" ? "page" : undefined}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ${live.waiting.length > 0 ? "bg-amber-300 text-zinc-950 hover:bg-amber-200" : "border border-white/20 text-white hover:bg-white/10"}`}
            data-testid="live-shortcut"
          >
            {live.waiting.length > 0 ? format(l.liveWaiting, { n: live.waiting.length }) : l.live}
          </button>
          <button
            type="button"
            onClick={() => void logout()}
            className="rounded-lg border border-white/20 px-4 py-2 text-sm text-white hover:bg-white/10"
          >
            {t.dashboard.logout}
          </button>
        </div>
      </div>
      {tab !== "live" ? <LiveAlert lang={lang} count={live.waiting.length} onOpen={() => openSection("live")} /> : null}
      <Tabs.Root
        value={tab}
        orientation="vertical"
        onValueChange={openSection}
        className="mt-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-8"
      >
        {/* Wide screens: the sections as a side bar that stays in view. Phones: one menu button under the title. */}
        <div className="lg:sticky lg:top-4">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={listId}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex w-full items-center justify-between gap-3 rounded-lg border border-white/15 bg-white/5 px-4 py-3 text-left text-sm font-medium text-white lg:hidden"
          >
            <span>
              <span className="text-zinc-400">{l.current}: </span>
              {sectionName(tab)}
            </span>
            <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 transition-transform ${menuOpen ? "rotate-180" : ""}`} />
          </button>
          <Tabs.List
            id={listId}
            aria-label={t.tabs.label}
            className={`${menuOpen ? "flex" : "hidden"} mt-2 flex-col gap-1 rounded-lg border border-white/10 bg-zinc-950 p-2 lg:mt-0 lg:flex lg:border-0 lg:bg-transparent lg:p-0`}
          >
            {tabs.map((id) => (
              <Tabs.Trigger
                key={id}
                value={id}
                className="rounded-md border-l-2 border-transparent px-3 py-2 text-left text-sm font-medium text-zinc-300 hover:bg-white/5 hover:text-white data-[state=active]:border-pink-500 data-[state=active]:bg-white/10 data-[state=active]:text-white"
              >
                {sectionName(id)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        <Tabs.Content value="overview" className="pt-6 lg:pt-0">
          <StatCards lang={lang} />
          <GoLiveNotice lang={lang} />
        </Tabs.Content>
        <Tabs.Content value="live" className="pt-6 lg:pt-0">
          <LivePanel lang={lang} live={live} me={loaderData.user.id} owner={owner} />
        </Tabs.Content>
        {owner ? (
          <Tabs.Content value="voice" className="pt-6 lg:pt-0">
            <VoiceSettings lang={lang} serverVoice={loaderData.serverVoice} />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="knowledge" className="pt-6 lg:pt-0">
          <KnowledgeBasePanel lang={lang} maxUploadMb={loaderData.maxUploadMb} />
        </Tabs.Content>
        <Tabs.Content value="conversations" className="pt-6 lg:pt-0">
          <InsightsPanel lang={lang} />
        </Tabs.Content>
        <Tabs.Content value="operations" className="pt-6 lg:pt-0">
          <OperationsPanel lang={lang} owner={owner} />
        </Tabs.Content>
        {owner ? (
          <Tabs.Content value="transcripts" className="pt-6 lg:pt-0">
            <TranscriptsPanel lang={lang} />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="settings" className="pt-6 lg:pt-0">
          <SystemSettings lang={lang} owner={owner} />
        </Tabs.Content>
        <Tabs.Content value="inquiries" className="pt-6 lg:pt-0">
          <InquiriesPanel lang={lang} />
        </Tabs.Content>
        <Tabs.Content value="personas" className="pt-6 lg:pt-0">
          <PersonasPanel lang={lang} />
        </Tabs.Content>
        <Tabs.Content value="embed" className="pt-6 lg:pt-0">
          <EmbedPanel lang={lang} />
        </Tabs.Content>
        <Tabs.Content value="audit" className="pt-6 lg:pt-0">
          <AuditLogPanel lang={lang} />
        </Tabs.Content>
      </Tabs.Root>
    </AdminSessionProvider>
  );
}
