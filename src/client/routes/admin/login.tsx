import { redirect } from "react-router";
import { ADMIN_PATHS } from "../../../shared/routes";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getUser(request);
  if (user) throw redirect(ADMIN_PATHS.dashboard);
  return null;
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Admin Login", description: "Anmeldung für Betreiber.", lang: "de", noindex: true });

export default function AdminLoginPage() {
  return <h1 className="text-3xl font-bold text-white">Admin Login</h1>;
}
