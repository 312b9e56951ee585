import { redirect } from "react-router";
import { ADMIN_PATHS } from "../../../shared/routes";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`${ADMIN_PATHS.login}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { user };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Master Admin Dashboard", description: "Betreiberbereich.", lang: "de", noindex: true });

export default function DashboardPage() {
  return <h1 className="text-3xl font-bold text-white">Master Admin Dashboard</h1>;
}
