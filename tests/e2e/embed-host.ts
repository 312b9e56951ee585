import { createServer, type Server } from "node:http";
import { request } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { embedSnippets, type EmbedSettings } from "#shared/schemas/embed";

/**
 * A customer's page on another origin of loopback, for the widget's browser
 * tests: a strict CSP that allows our server only (`img-src` too, for the
 * avatar, unless `noimg` is set), and a style sheet with an
 * aggressive reset and `!important` rules that would break any widget living
 * in the page's own DOM.
 */
export const HOST_CSS = `
*,*::before,*::after{margin:0!important;padding:0!important;border:0!important;font:italic 31px/3 "Comic Sans MS",serif!important;color:#c00!important;background:#ff0!important;letter-spacing:6px!important;text-transform:uppercase!important;box-sizing:content-box!important;opacity:1!important;line-height:3!important;z-index:0!important}
button,iframe,svg,mentalcoach-widget{display:none!important;width:1px!important;height:1px!important;position:static!important}
[hidden]{display:block!important}
body{min-height:200vh!important}
`;

export interface HostServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `/?persona=&position=&lang=&plain=1&noimg=1` (the script snippet; `plain`
 * leaves out the hostile style sheet, `none` the widget, `noimg` our origin in
 * the CSP's img-src) and `/iframe?persona=`
 * (the iframe snippet) on 127.0.0.1:`port`, a different site from the app's
 * localhost. `host` names it otherwise (a name the browser maps to loopback).
 */
export async function startHostServer(port: number, app: string, host = "127.0.0.1"): Promise<HostServer> {
  const csp = (images: boolean) =>
    [
      "default-src 'none'",
      `script-src ${app}`,
      `connect-src ${app}`,
      `frame-src ${app}`,
      "style-src 'self'",
      images ? `img-src 'self' ${app}` : "img-src 'self'",
    ].join("; ");
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    if (url.pathname === "/host.css") {
      res.writeHead(200, { "content-type": "text/css" }).end(HOST_CSS);
      return;
    }
    const persona = url.searchParams.get("persona") ?? "mia";
    const lang = url.searchParams.get("lang") ?? "de";
    const position = url.searchParams.get("position");
    const css = url.searchParams.get("plain") ? "" : '<link rel="stylesheet" href="/host.css">';
    let widget = "";
    if (url.pathname === "/iframe") {
      // The snippet of the admin area (embedSnippets), under the page's strict CSP.
      widget = embedSnippets(app, persona, lang === "en" ? "en" : "de").iframe;
    } else if (!url.searchParams.get("none")) {
      widget = `<script src="${app}/embed.js" data-persona="${persona}"${position ? ` data-position="${position}"` : ""} async></script>`;
    }
    const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kundenseite</title>${css}</head>
<body><main><h1 id="host-title">Beispiel GmbH</h1><p id="host-text">Willkommen auf unserer Intranetseite. Hier finden Sie Neuigkeiten aus dem Team.</p>${widget}</main></body></html>`;
    res
      .writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": csp(!url.searchParams.get("noimg")),
      })
      .end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs in as the test operator on `app` and sets the embed settings of the persona `slug`. */
export async function allowEmbedding(app: string, slug: string, settings: Partial<EmbedSettings>): Promise<void> {
  const api = await request.newContext({ baseURL: app });
  try {
    const login = await api.post("/api/auth/login", { data: E2E_ADMIN });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    const personas = (await (await api.get("/api/admin/personas")).json()) as { id: string; slug: string }[];
    const persona = personas.find((p) => p.slug === slug);
    if (!persona) throw new Error(`no persona ${slug}`);
    const current = (await (await api.get(`/api/admin/personas/${persona.id}/embed`)).json()) as EmbedSettings;
    const res = await api.put(`/api/admin/personas/${persona.id}/embed`, { data: { ...current, ...settings } });
    if (!res.ok()) throw new Error(`embed settings refused: ${await res.text()}`);
  } finally {
    await api.dispose();
  }
}

/** Signs in as the test operator on `app` and uploads (bytes) or removes (null) the avatar of the persona `slug`. */
export async function setAvatar(app: string, slug: string, bytes: Buffer | null): Promise<void> {
  const api = await request.newContext({ baseURL: app });
  try {
    await api.post("/api/auth/login", { data: E2E_ADMIN });
    const personas = (await (await api.get("/api/admin/personas")).json()) as { id: string; slug: string }[];
    const url = `/api/admin/personas/${personas.find((p) => p.slug === slug)!.id}/embed/avatar`;
    const res = bytes
      ? await api.put(url, { multipart: { file: { name: "avatar.png", mimeType: "image/png", buffer: bytes } } })
      : await api.delete(url);
    if (!res.ok()) throw new Error(`avatar refused: ${await res.text()}`);
  } finally {
    await api.dispose();
  }
}

/** The usage rows of the admin API for one origin. */
export async function usageFor(app: string, origin: string) {
  const api = await request.newContext({ baseURL: app });
  try {
    await api.post("/api/auth/login", { data: E2E_ADMIN });
    const rows = (await (await api.get("/api/admin/embed/usage")).json()) as { origin: string; conversations: number }[];
    return rows.filter((r) => r.origin === origin);
  } finally {
    await api.dispose();
  }
}
