import { redirect, useSearchParams } from "react-router";
import { LoginForm } from "../../features/admin-auth/login-form";
import { loginTexts } from "../../features/admin-auth/texts";
import { useLang } from "../../i18n/use-lang";
import { pageMeta } from "../../seo";
import { ADMIN_PATHS } from "#shared/routes";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getUser(request);
  if (user) throw redirect(ADMIN_PATHS.dashboard);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Admin Login", description: "Anmeldung für Betreiber.", lang: "de", noindex: true, matches });

export default function AdminLoginPage() {
  const lang = useLang();
  const [params] = useSearchParams();
  const t = loginTexts[lang];
  return (
    <div className="py-8">
      <h1 className="text-center text-3xl font-bold text-white">{t.title}</h1>
      <p className="mt-2 text-center text-zinc-400">{t.intro}</p>
      <LoginForm lang={lang} redirectTo={params.get("redirectTo") ?? ""} />
    </div>
  );
}
