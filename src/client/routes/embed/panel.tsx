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
  // The panel fills the frame's height; here it yields one line at the bottom to the accessibility statement.
  return (
    <div className="flex h-dvh flex-col [&>:first-child]:h-auto [&>:first-child]:min-h-0 [&>:first-child]:flex-1">
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
      <p className="px-3 pb-2 text-center text-xs">
        {/* In another site's frame: the statement opens in a tab of its own, like the privacy policy above. */}
        <a
          href={PAGES.accessibility[lang]}
          target="_blank"
          rel="noopener"
          className="text-zinc-300 underline underline-offset-2 hover:text-white"
          data-testid="embed-accessibility"
        >
          {t.accessibility}
          <span className="sr-only"> {t.newTab}</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      </p>
    </div>
  );
}
