import type { Lang } from "#shared/i18n";
import { EXAMPLE_NOTICE, LegalPage, type LegalSection } from "../../features/legal/legal-page";
import { ProcessorList } from "../../features/legal/processors";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { siteConfig } from "#shared/site-config";
import type { PrivacyFacts } from "./privacy-sections/facts";
import { privacySectionsDe } from "./privacy-sections/sections-de";
import { privacySectionsEn } from "./privacy-sections/sections-en";
import type { Route } from "./+types/privacy";

export const meta = metaForPage("privacy");

/** The sections in each language (one file each: together they are too long for one). */
const SECTIONS: Record<Lang, (facts: PrivacyFacts) => LegalSection[]> = { de: privacySectionsDe, en: privacySectionsEn };

/**
 * Rendered per request: the processors listed are the ones the running server's configuration switches on,
 * and what it says about conversation texts follows the operator's transcript setting.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    ...context.services.privacy,
    transcripts: await context.services.transcripts.getPolicy(),
    inquiryRetentionDays: await context.services.inquiries.getRetentionDays(),
  };
}

/** The privacy policy in numbered sections, describing what the product really does. */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const processors = (
    <ProcessorList active={loaderData.activeKinds} processors={loaderData.processors} regions={loaderData.regions} lang={lang} />
  );
  const t = pageTexts[lang].privacy;
  return (
    <LegalPage
      heading={t.heading}
      intro={t.intro}
      sections={SECTIONS[lang]({
        processors,
        transcripts: loaderData.transcripts,
        inquiryRetentionDays: loaderData.inquiryRetentionDays,
      })}
      exampleNotice={EXAMPLE_NOTICE[lang]}
      updated={siteConfig.privacyUpdated}
    />
  );
}
