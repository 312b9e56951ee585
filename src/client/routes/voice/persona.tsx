import { data } from "react-router";
import { VoiceChatPanel } from "../../features/voice-chat/voice-chat-panel";
import { voicePageTexts } from "../../features/voice-chat/texts";
import { useLang } from "../../i18n/use-lang";
import { langOfMatch, pageMeta } from "../../seo";
import { format } from "#shared/i18n";
import { DEFAULT_PERSONA_SLUG, langFromPath, personaPath } from "#shared/routes";
import type { Route } from "./+types/persona";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const slug = params.slug ?? DEFAULT_PERSONA_SLUG;
  const persona = await context.services.personas.getPublic(slug, langFromPath(new URL(request.url).pathname));
  if (!persona) throw data(null, { status: 404 });
  return {
    persona,
    providers: context.services.providers,
    voice: await context.services.voice.getPlayback(),
    transcripts: await context.services.transcripts.getPolicy(),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) => {
  const lang = langOfMatch(matches.at(-1)?.id, location.pathname);
  const name = loaderData?.persona.name ?? "";
  const slug = loaderData?.persona.slug ?? DEFAULT_PERSONA_SLUG;
  return pageMeta({
    title: format(voicePageTexts[lang].heading, { name }),
    description: format(voicePageTexts[lang].metaDescription, { name }),
    lang,
    paths: { de: personaPath(slug, "de"), en: personaPath(slug, "en") },
    matches,
  });
};

export default function PersonaPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { persona, providers, voice, transcripts } = loaderData;
  // A new persona or language starts a fresh conversation.
  return (
    <VoiceChatPanel
      key={`${persona.slug}-${lang}`}
      persona={persona}
      providers={providers}
      voice={voice}
      transcripts={transcripts}
      lang={lang}
    />
  );
}
