/**
 * A server process for fault tests: the production server's own start-up
 * (src/server/serve.ts) without the page build, so it runs before
 * `npm run build`. Prints `LISTENING <url>` once it accepts connections.
 */
import { serve } from "../../src/server/serve";

const url = await serve();
process.stdout.write(`LISTENING ${url}\n`);
