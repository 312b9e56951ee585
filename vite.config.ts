import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";

/** The client entry and the root route: every page loads them. */
const SHELL_ROOT = /[/\\](?:entry\.client\.[jt]sx?|src[/\\]client[/\\]root\.tsx)$/;
/** The route modules of the public pages (marketing and voice pages; not the admin area or the embed). */
const PAGE_ROUTE = /[/\\]src[/\\]client[/\\]routes[/\\](?:marketing|voice)[/\\][^/\\]+\.tsx(?:\?.*)?$/;

/** The modules the given ones import statically, directly or not, leaving out `skip`. */
function imports(meta: Rollup.ManualChunkMeta, roots: string[], skip: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const stack = roots.flatMap((id) => meta.getModuleInfo(id)?.importedIds ?? []);
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id) || skip.has(id) || roots.includes(id)) continue;
    found.add(id);
    stack.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * Which chunk a module goes to: "shell" for what every page loads (the client
 * entry's and the root route's imports), "site" for what at least half of the
 * public pages share beyond that (page texts, SEO tags, the marketing
 * components); the rest, each page's own code, as Rollup splits it.
 */
function chunkPlan(meta: Rollup.ManualChunkMeta): Map<string, string> | undefined {
  const ids = [...meta.getModuleIds()];
  const roots = ids.filter((id) => SHELL_ROOT.test(id));
  if (roots.length < 2) return undefined;
  const plan = new Map<string, string>();
  const shell = imports(meta, roots, new Set());
  for (const id of shell) plan.set(id, "shell");
  const pages = ids.filter((id) => PAGE_ROUTE.test(id) && meta.getModuleInfo(id)?.isEntry);
  const sharedBy = new Map<string, number>();
  for (const page of pages) for (const id of imports(meta, [page], shell)) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1);
  for (const [id, n] of sharedBy) if (n * 2 >= pages.length && !pages.includes(id)) plan.set(id, "site");
  return plan;
}

export default defineConfig(({ isSsrBuild }) => {
  let plan: Map<string, string> | undefined;
  return {
    plugins: [tailwindcss(), reactRouter()],
    // Only VITE_-prefixed variables reach the client bundle; provider keys never do.
    envPrefix: "VITE_",
    build: {
      assetsInlineLimit: 0,
      rollupOptions: isSsrBuild
        ? {}
        : {
            output: {
              // A page's scripts come as a few files instead of some twenty small ones: on a slow
              // connection each file costs a round trip, and the page's first paint waits for them.
              manualChunks(id, meta) {
                plan ??= chunkPlan(meta);
                return id.endsWith(".css") ? undefined : plan?.get(id);
              },
            },
          },
    },
  };
});
