import http from "node:http";
import type { AddressInfo } from "node:net";

/** One answer of the loopback site: a status, a type and a body, and headers such as ETag or Location. */
export interface TestPage {
  status?: number;
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/**
 * A web site on 127.0.0.1 for the web source tests: its pages can change between two fetches, it
 * honours If-None-Match, and it counts the requests per path.
 */
export async function startTestSite(pages: Record<string, TestPage>) {
  const requests = new Map<string, number>();
  const userAgents = new Set<string>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    requests.set(path, (requests.get(path) ?? 0) + 1);
    userAgents.add(req.headers["user-agent"] ?? "");
    const page = pages[path];
    if (!page) return res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    const etag = page.headers?.etag;
    if (etag && req.headers["if-none-match"] === etag) return res.writeHead(304).end();
    res.writeHead(page.status ?? 200, { "content-type": page.type ?? "text/html; charset=utf-8", ...page.headers });
    res.end(page.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    pages,
    requests,
    userAgents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;

/** A small HTML page with navigation and footer around its main text. */
export function htmlPage(title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="de"><head><title>${title}</title><script>var menu = "<p>Skript</p>";</script></head>
<body><header><nav><a href="/">Startseite</a> <a href="/kontakt">Kontakt</a></nav></header>
<main><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join("")}</main>
<footer>Impressum und Datenschutz</footer></body></html>`;
}
