import { Outlet } from "react-router";
import type { Route } from "./+types/layout";

/** Admin pages have one URL for both languages; the `lang` cookie picks one. */
export function loader({ context }: Route.LoaderArgs) {
  return { lang: context.preferredLang ?? "de" };
}

export default function AdminLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Outlet />
    </div>
  );
}
