import { Tabs } from "radix-ui";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { AdminSessionProvider } from "../../features/admin-auth/session-dialog";
import { AuditLogPanel } from "../../features/dashboard/audit-log-panel";
import { EmbedPanel } from "../../features/embed/embed-panel";
import { InquiriesPanel } from "../../features/inquiries/inquiries-panel";
import { InsightsPanel } from "../../features/dashboard/insights-panel";
import { KnowledgeBasePanel } from "../../features/knowledge-base/knowledge-base-panel";
import { PersonasPanel } from "../../features/personas/personas-panel";
import { StatCards } from "../../features/dashboard/stat-cards";
import { TranscriptsPanel } from "../../features/transcripts/transcripts-panel";
import { SystemSettings } from "../../features/dashboard/system-settings";
import { adminTexts } from "../../features/dashboard/texts";
import { GoLiveNotice } from "../../features/dashboard/go-live-notice";
import { VoiceSettings } from "../../features/dashboard/voice-settings";
import { useLang } from "../../i18n/use-lang";
import { useApi } from "../../lib/api/client";
import { pageMeta } from "../../seo";
import { format } from "#shared/i18n";
import { ADMIN_PATHS } from "#shared/routes";
import type { Route } from "./+types/dashboard";

const TABS = [
  "voice",
  "knowledge",
  "conversations",
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`${ADMIN_PATHS.login}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { user, maxUploadMb: context.services.limits.maxUploadMb, serverVoice: context.services.providers.serverVoice };
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
        <button
          type="button"
          onClick={() => void logout()}
          className="rounded-lg border border-white/20 px-4 py-2 text-sm text-white hover:bg-white/10"
        >
          {t.dashboard.logout}
        </button>
      </div>
      <div className="mt-8">
        <StatCards lang={lang} />
      </div>
      <GoLiveNotice lang={lang} />
      <Tabs.Root
        value={tab}
        onValueChange={(v) =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              next.set("tab", v);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        className="mt-10"
      >
        <Tabs.List aria-label={t.tabs.label} className="flex flex-wrap gap-1 border-b border-white/10">
          {tabs.map((id) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-zinc-400 hover:text-white data-[state=active]:border-pink-500 data-[state=active]:text-white"
            >
              {t.tabs[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {owner ? (
          <Tabs.Content value="voice" className="pt-6">
            <VoiceSettings lang={lang} serverVoice={loaderData.serverVoice} />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="knowledge" className="pt-6">
          <KnowledgeBasePanel lang={lang} maxUploadMb={loaderData.maxUploadMb} />
        </Tabs.Content>
        <Tabs.Content value="conversations" className="pt-6">
          <InsightsPanel lang={lang} />
        </Tabs.Content>
        {owner ? (
          <Tabs.Content value="transcripts" className="pt-6">
            <TranscriptsPanel lang={lang} />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="settings" className="pt-6">
          <SystemSettings lang={lang} owner={owner} />
        </Tabs.Content>
        <Tabs.Content value="inquiries" className="pt-6">
          <InquiriesPanel lang={lang} />
        </Tabs.Content>
        <Tabs.Content value="personas" className="pt-6">
          <PersonasPanel lang={lang} />
        </Tabs.Content>
        <Tabs.Content value="embed" className="pt-6">
          <EmbedPanel lang={lang} />
        </Tabs.Content>
        <Tabs.Content value="audit" className="pt-6">
          <AuditLogPanel lang={lang} />
        </Tabs.Content>
      </Tabs.Root>
    </AdminSessionProvider>
  );
}
