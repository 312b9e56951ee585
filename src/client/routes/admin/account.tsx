import { useState } from "react";
import { redirect } from "react-router";
import { AdminSessionProvider } from "../../features/admin-auth/session-dialog";
import { SessionsList } from "../../features/accounts/sessions-list";
import { accountTexts } from "../../features/accounts/texts";
import { AccountPanel } from "../../features/dashboard/account-panel";
import { useLang } from "../../i18n/use-lang";
import { pageMeta } from "../../seo";
import { format } from "#shared/i18n";
import { ADMIN_PATHS } from "#shared/routes";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`${ADMIN_PATHS.login}?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  return { user };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Mein Konto / My account", description: "Betreiberbereich.", lang: "de", noindex: true, matches });

/** The signed-in operator's own account: password change, open sessions, signing out everywhere else. */
export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = accountTexts[lang];
  const [version, setVersion] = useState(0);
  const { user } = loaderData;
  return (
    <AdminSessionProvider lang={lang} email={user.email}>
      <h1 className="text-3xl font-bold text-white">{t.account.title}</h1>
      <p className="mt-1 text-sm text-zinc-400">{format(t.account.intro, { email: user.email, role: t.roles[user.role] })}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <AccountPanel lang={lang} onChanged={() => setVersion((v) => v + 1)} />
        <SessionsList lang={lang} version={version} />
      </div>
    </AdminSessionProvider>
  );
}
