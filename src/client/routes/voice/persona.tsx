import { data } from "react-router";
import { PageHeader } from "../../components/layout/page-header";
import { useLang } from "../../i18n/use-lang";
import { langOfMatch, pageMeta } from "../../seo";
import { DEFAULT_PERSONA_SLUG, personaPath } from "../../../shared/routes";
import type { Route } from "./+types/persona";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? DEFAULT_PERSONA_SLUG;
  const persona = await context.services.personas.getPublic(slug);
  if (!persona) throw data(null, { status: 404 });
  return { persona, providers: context.services.providers };
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) => {
  const lang = langOfMatch(matches.at(-1)?.id, location.pathname);
  const name = loaderData?.persona.name ?? "";
  const slug = loaderData?.persona.slug ?? DEFAULT_PERSONA_SLUG;
  return pageMeta({
    title: lang === "de" ? `Sprich jetzt mit ${name} AI!` : `Talk to ${name} AI now!`,
    description:
      lang === "de"
        ? `Live-Test: Sprich mit ${name}, unserem KI-Coach, per Mikrofon oder Texteingabe.`
        : `Live test: talk to ${name}, our AI coach, with your microphone or by typing.`,
    lang,
    paths: { de: personaPath(slug, "de"), en: personaPath(slug, "en") },
  });
};

export default function PersonaPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { persona } = loaderData;
  return (
    <PageHeader
      heading={lang === "de" ? `Sprich jetzt mit ${persona.name} AI!` : `Talk to ${persona.name} AI now!`}
      intro={
        lang === "de"
          ? "Für das beste Erlebnis brauchst du eine stabile Internetverbindung. Bitte erlaube den Zugriff auf dein Mikrofon."
          : "For the best experience you need a stable internet connection. Please allow access to your microphone."
      }
    />
  );
}
