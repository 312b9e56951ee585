import type { Config } from "@react-router/dev/config";
import { PAGES, publicPaths } from "./src/shared/routes";

// Public marketing pages are prerendered to static HTML in both languages.
// Voice-chat (persona) pages and admin pages are rendered on the server,
// because their content comes from the database; the privacy policy too,
// because it names the processors the running server's configuration uses.
const dynamic = new Set<string>([PAGES.demo.de, PAGES.demo.en, PAGES.privacy.de, PAGES.privacy.en]);

export default {
  appDirectory: "src/client",
  buildDirectory: "build",
  ssr: true,
  prerender: () => publicPaths().filter((p) => !dynamic.has(p)),
} satisfies Config;
