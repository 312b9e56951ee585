import { data, Link, redirect } from "react-router";
import { AdminSessionProvider } from "../../features/admin-auth/session-dialog";
import { AccountsPanel } from "../../features/accounts/accounts-panel";
import { accountTexts } from "../../features/accounts/texts";
import { useLang } from "../../i18n/use-lang";
import { pageMeta } from "../../seo";
import { ADMIN_PATHS } from "#shared/routes";
import type { Route } from "./+types/accounts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getUser(request);
  if (!user) throw redirect(`${ADMIN_PATHS.login}?redirectTo=${encodeURIComponent(ADMIN_PATHS.accounts)}`);
  // An editor who opens the address gets a page that says why, with status 403; the API refuses them too.
  if (user.role !== "owner") return data({ user, allowed: false as const }, { status: 403 });
  return { user, allowed: true as const };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Konten / Accounts", description: "Betreiberbereich.", lang: "de", noindex: true, matches });

/** Owners only: operator accounts, their roles, invitations. */
export default function AccountsPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = accountTexts[lang].accounts;
  if (!loaderData.allowed) {
    return (
      <section className="mx-auto max-w-xl rounded-2xl border border-white/10 bg-zinc-950 p-6" aria-labelledby="forbidden-title">
        <h1 id="forbidden-title" className="text-2xl font-bold text-white">
          {t.forbiddenTitle}
        </h1>
        <p className="mt-3 text-zinc-300">{t.forbidden}</p>
        <Link
          to={ADMIN_PATHS.dashboard}
          className="mt-5 inline-block rounded-lg border border-white/20 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10"
        >
          {t.back}
        </Link>
      </section>
    );
  }
  return (
    <AdminSessionProvider lang={lang} email={loaderData.user.email}>
      <h1 className="text-3xl font-bold text-white">{t.title}</h1>
      <p className="mt-1 max-w-3xl text-sm text-zinc-400">{t.intro}</p>
      <div className="mt-8">
        <AccountsPanel lang={lang} />
      </div>
    </AdminSessionProvider>
  );
}
