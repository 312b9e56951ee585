/**
 * /embed.js: the loader a host page includes with
 *   <script src="https://<our site>/embed.js" data-persona="<slug>" async></script>
 * After the host page has loaded it asks our server for the persona's launcher
 * settings (GET /api/embed/<slug>, answered with CORS for allowed sites only),
 * then puts the launcher button into a shadow root at the chosen
 * position. The conversation panel is an iframe of /embed/<slug>, created on
 * the first click, so nothing but this file and one small JSON request reach
 * the host page before the visitor opens it, and no cookie is set before the
 * visitor starts a conversation. Decision 025 explains the design.
 *
 * Optional attributes: data-position (one of the six positions) and data-lang
 * (de or en) override the operator's settings on one page.
 */
import { personaInitials } from "#shared/embed-avatar";
import { EMBED_CLOSE_MESSAGE } from "#shared/embed-messages";
import type { EmbedPosition, EmbedPublicConfig } from "#shared/schemas/embed";

const POSITIONS: readonly EmbedPosition[] = ["bottom-right", "bottom-left", "top-right", "top-left", "center", "header-center"];
const TEXTS = {
  de: { open: "Gespräch öffnen", close: "Gespräch schließen", frame: "Gespräch mit {name}", refused: "nicht freigegeben" },
  en: { open: "Open conversation", close: "Close conversation", frame: "Conversation with {name}", refused: "not enabled" },
} as const;

const NS = "http://www.w3.org/2000/svg";
/** An icon drawn with DOM calls, not markup: pages that enforce Trusted Types allow it too. */
function icon(shapes: [string, Record<string, string>][]): SVGSVGElement {
  const svg = document.createElementNS(NS, "svg");
  const attrs: Record<string, string> = {
    viewBox: "0 0 24 24",
    width: "22",
    height: "22",
    "aria-hidden": "true",
    focusable: "false",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  };
  for (const [k, v] of Object.entries(attrs)) svg.setAttribute(k, v);
  for (const [tag, a] of shapes) {
    const el = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
    svg.append(el);
  }
  return svg;
}
const mic = () =>
  icon([
    ["rect", { x: "9", y: "2", width: "6", height: "12", rx: "3" }],
    ["path", { d: "M19 10v1a7 7 0 0 1-14 0v-1M12 18v4" }],
  ]);
const cross = () => icon([["path", { d: "M6 6l12 12M18 6L6 18" }]]);

function css(c: EmbedPublicConfig): string {
  return `
:host{all:initial}
*{box-sizing:border-box}
.launcher{position:fixed;z-index:2147483000;display:inline-flex;align-items:center;gap:10px;margin:0;padding:6px 16px 6px 6px;min-height:48px;border:0;border-radius:999px;background:${c.background};color:${c.foreground};font:600 15px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;letter-spacing:normal;text-transform:none;cursor:pointer;box-shadow:0 6px 24px rgba(0,0,0,.35);max-width:calc(100vw - 24px)}
.launcher:hover{filter:brightness(1.08)}
.launcher:focus-visible{outline:3px solid ${c.background};outline-offset:3px;box-shadow:0 0 0 3px ${c.foreground},0 6px 24px rgba(0,0,0,.35)}
.launcher[aria-expanded=true]{filter:brightness(.92)}
.launcher span{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.launcher svg{flex:none}
.avatar{position:relative;flex:none;display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;overflow:hidden;background:${c.foreground};color:${c.background};font:700 14px/1 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;letter-spacing:.02em}
.bar .avatar{width:28px;height:28px;font-size:12px}
.avatar img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;border:0}
.who{display:inline-flex;align-items:center;gap:10px;min-width:0}
.who span:last-child{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.bottom-right{right:20px;bottom:20px}.bottom-left{left:20px;bottom:20px}
.top-right{right:20px;top:20px}.top-left{left:20px;top:20px}
.center{left:50%;top:50%;transform:translate(-50%,-50%)}
.header-center{left:50%;top:12px;transform:translateX(-50%)}
.panel{position:fixed;z-index:2147483001;display:flex;flex-direction:column;width:400px;height:min(640px,calc(100vh - 104px));border-radius:16px;overflow:hidden;background:#000;box-shadow:0 12px 48px rgba(0,0,0,.5);border:1px solid rgba(255,255,255,.15)}
.panel[hidden]{display:none}
.panel.bottom-right{right:20px;bottom:84px}.panel.bottom-left{left:20px;bottom:84px}
.panel.top-right{right:20px;top:84px}.panel.top-left{left:20px;top:84px}
.panel.center{left:50%;top:50%;transform:translate(-50%,-50%);height:min(640px,calc(100vh - 24px))}
.panel.header-center{left:50%;top:76px;transform:translateX(-50%)}
.bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:6px 6px 6px 14px;background:#18181b;color:#fff;font:600 14px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.close{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;margin:0;padding:0;border:0;border-radius:10px;background:transparent;color:#fff;cursor:pointer}
.close:hover{background:rgba(255,255,255,.12)}
.close:focus-visible{outline:3px solid #f472b6;outline-offset:1px}
iframe{flex:1;width:100%;border:0;background:#000;color-scheme:dark}
@media (max-width:480px){
.panel,.panel.center,.panel.header-center{left:8px;right:8px;width:auto;transform:none}
.panel.bottom-right,.panel.bottom-left{top:8px;bottom:80px;height:auto}
.panel.top-right,.panel.top-left,.panel.header-center{top:80px;bottom:8px;height:auto}
.panel.center{top:8px;bottom:8px;height:auto}
.launcher{padding:6px 14px 6px 6px}
}
@media (prefers-reduced-motion:no-preference){.launcher{transition:filter .15s}}
`;
}

/**
 * The avatar: the persona's initials in the label colour's inverse (the same
 * contrast as the label), covered by the uploaded image once it has loaded.
 * The image comes from our origin after the launcher is drawn, at a fixed
 * size, so it shifts nothing; a host page whose CSP refuses it keeps the initials.
 */
function avatar(base: string, config: EmbedPublicConfig, size: number): HTMLSpanElement {
  const box = document.createElement("span");
  box.className = "avatar";
  box.setAttribute("aria-hidden", "true");
  box.textContent = personaInitials(config.name);
  if (config.avatar) {
    const img = document.createElement("img");
    img.alt = "";
    img.width = size;
    img.height = size;
    img.decoding = "async";
    img.loading = "lazy";
    img.addEventListener("error", () => img.remove(), { once: true });
    img.src = new URL(config.avatar, base).href;
    box.append(img);
  }
  return box;
}

function mount(base: string, config: EmbedPublicConfig, script: HTMLScriptElement): void {
  const override = script.dataset.lang;
  const lang =
    override === "de" || override === "en"
      ? override
      : config.language === "host"
        ? /^en\b/i.test(document.documentElement.lang)
          ? "en"
          : "de"
        : config.language;
  const t = TEXTS[lang];
  const wanted = script.dataset.position as EmbedPosition | undefined;
  const position = wanted && POSITIONS.includes(wanted) ? wanted : config.position;

  // The host element: every property reset inline with !important, which beats any rule of the host's style sheets.
  const host = document.createElement("mentalcoach-widget");
  host.style.setProperty("all", "initial", "important");
  host.style.setProperty("display", "block", "important");
  host.dataset.position = position;
  // Open, so assistive tools and tests can reach it; the isolation of styles is the same as with a closed root.
  const root = host.attachShadow({ mode: "open" });
  // A constructed style sheet: host pages with a strict style-src still apply it, and it stays inside the shadow root.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css(config));
  root.adoptedStyleSheets = [sheet];

  const button = document.createElement("button");
  button.type = "button";
  button.className = `launcher ${position}`;
  button.setAttribute("aria-expanded", "false");
  button.setAttribute("part", "launcher");
  const label = document.createElement("span");
  label.className = "label";
  label.textContent = config.labels[lang];
  let glyph: SVGSVGElement = mic();
  button.append(avatar(base, config, 36), label, glyph);

  // The panel is built on the first click: before it, the launcher is all the host page gets.
  let panel: HTMLDivElement | undefined;
  let close: HTMLButtonElement | undefined;
  let frame: HTMLIFrameElement | undefined;
  const build = (): HTMLDivElement => {
    const p = document.createElement("div");
    p.id = "mc-panel";
    p.className = `panel ${position}`;
    p.setAttribute("role", "dialog");
    p.setAttribute("aria-label", t.frame.replace("{name}", config.name));
    button.setAttribute("aria-controls", p.id);
    const bar = document.createElement("div");
    bar.className = "bar";
    const who = document.createElement("span");
    who.className = "who";
    const title = document.createElement("span");
    title.textContent = config.name;
    who.append(avatar(base, config, 28), title);
    close = document.createElement("button");
    close.type = "button";
    close.className = "close";
    close.setAttribute("aria-label", t.close);
    close.append(cross());
    close.addEventListener("click", () => setOpen(false));
    bar.append(who, close);
    frame = document.createElement("iframe");
    const src = new URL(`/embed/${encodeURIComponent(config.slug)}`, base);
    src.searchParams.set("lang", lang);
    src.searchParams.set("host", location.origin);
    frame.src = src.href;
    frame.title = t.frame.replace("{name}", config.name);
    // The microphone is asked for inside the frame, and only when the visitor starts speaking.
    frame.allow = "microphone; autoplay";
    p.append(bar, frame);
    root.append(p);
    return p;
  };
  const setOpen = (open: boolean) => {
    if (open) panel ??= build();
    if (!panel) return;
    panel.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    const next = open ? cross() : mic();
    glyph.replaceWith(next);
    glyph = next;
    if (open) (frame ?? close)?.focus();
    else button.focus();
  };
  button.addEventListener("click", () => setOpen(!panel || panel.hidden));
  root.addEventListener("keydown", (e) => {
    if ((e as KeyboardEvent).key === "Escape" && panel && !panel.hidden) setOpen(false);
  });
  // Escape inside the panel: keys pressed in the frame never reach this page, so the frame asks (embed-messages.ts).
  window.addEventListener("message", (e) => {
    if (!frame || e.source !== frame.contentWindow || e.origin !== base) return;
    if ((e.data as { type?: unknown } | null)?.type === EMBED_CLOSE_MESSAGE && panel && !panel.hidden) setOpen(false);
  });

  root.append(button);
  document.body.append(host);
}

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script?.src) return;
  const base = new URL(script.src).origin;
  const slug = script.dataset.persona ?? "demo";
  const start = () => {
    fetch(`${base}/api/embed/${encodeURIComponent(slug)}`, { credentials: "omit" })
      .then((res) => (res.ok ? (res.json() as Promise<EmbedPublicConfig>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then(
        (config) => idle(() => mount(base, config, script)),
        (err: Error) => {
          // A site that is not on the persona's list cannot read the refusal (no CORS): it gets no widget, and this note.
          console.warn(`MentalCoach widget: "${slug}" is ${TEXTS.en.refused} for ${location.origin} (${err.message}).`);
        },
      );
  };
  // After the host page, when its main thread is idle: neither its load nor its first interactions wait for the widget.
  const idle = (run: () => void) =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === "complete") idle(start);
  else window.addEventListener("load", () => idle(start), { once: true });
})();
