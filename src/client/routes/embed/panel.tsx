import { useEffect, useState } from "react";
import { data } from "react-router";
import { embedTexts } from "../../features/embed/texts";
import { VoiceChatPanel } from "../../features/voice-chat/voice-chat-panel";
import { pageMeta } from "../../seo";
import { format, type Lang } from "#shared/i18n";
import { PAGES } from "#shared/routes";
import { privacySiteName } from "#shared/schemas/embed";
import type { Route } from "./+types/panel";

const langOf = (url: URL): Lang => (url.searchParams.get("lang") === "en" ? "en" : "de");

/**
 * /embed/<slug>?lang=de|en: the voice-chat panel inside another site's frame.
 * The server lets only the persona's allowed sites frame it (CSP frame-ancestors);
 * a persona nobody may embed is not found here.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  const lang = langOf(new URL(request.url));
  const persona = await context.services.personas.getPublic(slug, lang);
  const embed = persona ? await context.services.embed.panel(slug) : undefined;
  if (!persona || !embed) throw data(null, { status: 404 });
  return {
    persona,
    lang,
    privacyUrl: embed.privacyUrl,
    providers: context.services.providers,
    voice: await context.services.voice.getPlayback(),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const lang = loaderData?.lang ?? "de";
  return pageMeta({
    title: format(embedTexts[lang].panel.heading, { name: loaderData?.persona.name ?? "" }),
    description: embedTexts[lang].panel.heading,
    lang,
    noindex: true,
    matches,
  });
};

/** The embedding site, as the browser tells it: the frame's ancestor, else the loader's note, else the referrer. */
function embeddingOrigin(): string | undefined {
  if (window.parent === window) return undefined;
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  const host = new URLSearchParams(window.location.search).get("host");
  if (host) return host;
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

export default function EmbedPanel({ loaderData }: Route.ComponentProps) {
  const { persona, lang, privacyUrl, providers, voice } = loaderData;
  const t = embedTexts[lang].panel;
  const [origin, setOrigin] = useState<string>();
  useEffect(() => setOrigin(embeddingOrigin()), []);
  return (
    <VoiceChatPanel
      key={`${persona.slug}-${lang}`}
      persona={persona}
      providers={providers}
      voice={voice}
      lang={lang}
      embed={{
        origin,
        privacyHref: PAGES.privacy[lang],
        heading: format(t.heading, { name: persona.name }),
        privacy: t.privacy,
        newTab: t.newTab,
        embeddedBy: origin ? format(t.embeddedBy, { origin }) : undefined,
        sitePrivacy: privacyUrl
          ? { href: privacyUrl, label: format(t.sitePrivacy, { site: privacySiteName(privacyUrl) }) }
          : undefined,
      }}
    />
  );
}
