import { z } from "zod";

/**
 * zod for code the browser runs. To compile fast object parsers zod first
 * probes `new Function`; the site's content security policy forbids eval, so
 * Chrome reports the blocked probe as an issue (Lighthouse counts it against
 * best practices) although zod catches it. In the browser zod parses without
 * compiling and never probes; the server keeps the compiled parsers. This
 * module must run before any schema is built, hence every shared schema
 * imports z from here (an ESLint rule says so).
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
