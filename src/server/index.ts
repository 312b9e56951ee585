import path from "node:path";
import type { ServerBuild } from "react-router";
import { serve } from "./serve";

/** Starts the production server: prerendered pages, SSR and the API on one port. */
const root = process.cwd();
void serve(async () => ({
  build: (await import(path.join(root, "build/server/index.js"))) as ServerBuild,
  clientDir: path.join(root, "build/client"),
}));
