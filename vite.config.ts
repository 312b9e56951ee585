import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";

/**
 * Every module the client entry and the root route import statically, which
 * every page therefore loads; undefined while the build has no such entries.
 */
function shellModules(meta: Rollup.ManualChunkMeta): Set<string> | undefined {
  const ids = [...meta.getModuleIds()];
  const roots = ids.filter((id) => /[/\\]entry\.client\.[jt]sx?$/.test(id) || /[/\\]src[/\\]client[/\\]root\.tsx$/.test(id));
  if (roots.length < 2) return undefined;
  const shell = new Set<string>();
  const stack = roots.flatMap((id) => meta.getModuleInfo(id)?.importedIds ?? []);
  while (stack.length) {
    const id = stack.pop()!;
    if (shell.has(id) || roots.includes(id)) continue;
    shell.add(id);
    stack.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return shell;
}

export default defineConfig(({ isSsrBuild }) => {
  let shell: Set<string> | undefined;
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
              // What every page loads comes as one file instead of some fifteen small ones: on a slow
              // connection each file costs a round trip, and the page's first paint waits for them.
              manualChunks(id, meta) {
                shell ??= shellModules(meta);
                return shell?.has(id) && !id.endsWith(".css") ? "shell" : undefined;
              },
            },
          },
    },
  };
});
