/**
 * The main text of a web page, as the passages need it: headings, paragraphs and list items, each on
 * its own line, without navigation, header, footer, asides, forms, scripts and styles. Inside
 * <main> (or role="main", else the <article>s) when the page marks its main part. A small tokenizer of
 * our own, linear in the page's length: no parser dependency, no DOM, no script ever runs.
 */

/** Elements whose content is never the page's text. */
const DROPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "nav",
  "header",
  "footer",
  "aside",
  "form",
  "iframe",
  "object",
  "canvas",
  "select",
  "button",
  "dialog",
  "head",
]);
/** Landmark roles that mark navigation and page furniture the same way. */
const DROPPED_ROLES = /^(navigation|banner|contentinfo|complementary|search|menu|menubar|dialog|alert)$/;
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "main",
  "li",
  "ul",
  "ol",
  "dl",
  "dt",
  "dd",
  "br",
  "hr",
  "tr",
  "table",
  "blockquote",
  "pre",
  "figure",
  "figcaption",
  "address",
  "details",
  "summary",
  "body",
]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  shy: "",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  Auml: "Ä",
  Ouml: "Ö",
  Uuml: "Ü",
  szlig: "ß",
  eacute: "é",
  egrave: "è",
  euro: "€",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  bdquo: "„",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  copy: "©",
  reg: "®",
  middot: "·",
  bull: "•",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);?/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name] ?? whole;
  });
}

const TAG =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

const ATTRIBUTES = new Map(
  ["role", "aria-hidden"].map((name) => [name, new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")]),
);

function attribute(attrs: string, name: "role" | "aria-hidden"): string | undefined {
  if (!attrs.trim()) return undefined;
  const m = ATTRIBUTES.get(name)!.exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

interface Token {
  kind: "text" | "open" | "close";
  name: string;
  attrs: string;
  text: string;
}

function* tokens(html: string): Generator<Token> {
  const tag = new RegExp(TAG.source, "g");
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m.index > last) yield { kind: "text", name: "", attrs: "", text: html.slice(last, m.index) };
    last = m.index + m[0].length;
    if (m[2] === undefined) continue;
    const name = m[2].toLowerCase();
    yield { kind: m[1] ? "close" : "open", name, attrs: m[3] ?? "", text: "" };
    // Raw text: a script's or style's content is not markup and ends only at its own end tag.
    if (!m[1] && (name === "script" || name === "style" || name === "textarea" || name === "title")) {
      const endTag = new RegExp(`</${name}`, "gi");
      endTag.lastIndex = last;
      const stop = endTag.exec(html)?.index ?? html.length;
      if (name === "title" || name === "textarea") yield { kind: "text", name: "", attrs: "", text: html.slice(last, stop) };
      last = stop;
      tag.lastIndex = stop;
    }
  }
  if (last < html.length) yield { kind: "text", name: "", attrs: "", text: html.slice(last) };
}

function isDropped(t: Token): boolean {
  if (DROPPED.has(t.name)) return true;
  const role = attribute(t.attrs, "role")?.toLowerCase();
  if (role && DROPPED_ROLES.test(role)) return true;
  return /(?:^|\s)hidden(?:[\s=/]|$)/i.test(t.attrs) || attribute(t.attrs, "aria-hidden") === "true";
}

function isMain(t: Token): boolean {
  return t.name === "main" || attribute(t.attrs, "role")?.toLowerCase() === "main";
}

export interface ExtractedPage {
  title: string;
  text: string;
  /** The page's declared language (html lang), when it is German or English. */
  language?: "de" | "en";
}

/** Collects text, keeping only what is inside `inScope` elements when `scoped`. */
function collect(html: string, scope: "all" | "main" | "article"): { text: string; title: string; h1: string } {
  const out: string[] = [];
  let line = "";
  let title = "";
  let h1 = "";
  let inTitle = false;
  let inH1 = false;
  const stack: { name: string; dropped: boolean; scope: boolean }[] = [];
  /** How many elements of each name are open: an end tag with none open is skipped at once. */
  const open = new Map<string, number>();
  let dropped = 0;
  let scoped = 0;
  const flush = (blank: boolean) => {
    const t = line.replace(/\s+/g, " ").trim();
    if (t) out.push(t);
    if (blank && out.at(-1) !== "") out.push("");
    line = "";
  };
  for (const t of tokens(html)) {
    if (t.kind === "text") {
      const text = decodeEntities(t.text);
      if (inTitle) title += text;
      else if (dropped === 0 && (scope === "all" || scoped > 0)) {
        line += text;
        if (inH1) h1 += text;
      }
      continue;
    }
    if (t.name === "title") {
      inTitle = t.kind === "open";
      continue;
    }
    if (t.kind === "open") {
      const block = BLOCKS.has(t.name) || HEADINGS.has(t.name);
      if (block) flush(HEADINGS.has(t.name) || t.name === "p");
      if (t.name === "h1" && !h1) inH1 = true;
      if (VOID.has(t.name) || t.attrs.trim().endsWith("/")) continue;
      const drop = isDropped(t);
      const inScope = scope === "main" ? isMain(t) : scope === "article" && t.name === "article";
      stack.push({ name: t.name, dropped: drop, scope: inScope });
      open.set(t.name, (open.get(t.name) ?? 0) + 1);
      if (drop) dropped++;
      if (inScope) scoped++;
    } else {
      // Close up to the matching open element; a stray end tag closes nothing.
      if (!open.get(t.name)) continue;
      for (let s = stack.pop(); s; s = s.name === t.name ? undefined : stack.pop()) {
        open.set(s.name, open.get(s.name)! - 1);
        if (s.dropped) dropped--;
        if (s.scope) scoped--;
      }
      if (HEADINGS.has(t.name)) {
        // A heading is a line of its own: the passages treat a short line before a sentence as one.
        flush(false);
        inH1 = false;
      } else if (BLOCKS.has(t.name)) flush(t.name === "p" || t.name === "ul" || t.name === "ol");
    }
  }
  flush(false);
  const text = out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { text, title: title.replace(/\s+/g, " ").trim(), h1: h1.replace(/\s+/g, " ").trim() };
}

export function extractHtml(html: string): ExtractedPage {
  const hasMain = /<main[\s>]|role\s*=\s*["']?main/i.test(html);
  const hasArticle = /<article[\s>]/i.test(html);
  let result = collect(html, hasMain ? "main" : hasArticle ? "article" : "all");
  // A page whose marked main part turns out empty is read whole (without its navigation and furniture).
  if (!result.text && (hasMain || hasArticle)) result = collect(html, "all");
  const lang = /<html[^>]*\slang\s*=\s*["']?([a-z]{2})/i.exec(html)?.[1]?.toLowerCase();
  return {
    title: (result.title || result.h1).slice(0, 200),
    text: result.text,
    ...(lang === "de" || lang === "en" ? { language: lang } : {}),
  };
}

/** The page addresses a sitemap lists (<loc>), and whether it is a sitemap index (its <loc>s are sitemaps). */
export function parseSitemap(xml: string): { index: boolean; locations: string[] } {
  const locations = [...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/loc>/gi)].map((m) =>
    decodeEntities(m[1]!.trim()),
  );
  return { index: /<sitemapindex[\s>]/i.test(xml), locations };
}
