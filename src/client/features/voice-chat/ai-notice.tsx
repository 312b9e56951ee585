import { format, type Lang } from "#shared/i18n";
import { siteConfig } from "#shared/site-config";
import { voicePageTexts } from "./texts";

/** A link out of the frame: a new tab, said to screen readers in words and shown with an arrow. */
function NewTabLink({
  href,
  rel,
  newTab,
  testId,
  children,
}: {
  href: string;
  rel: string;
  newTab: string;
  testId: string;
  children: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={rel}
      className="font-semibold text-amber-50 underline underline-offset-2"
      data-testid={testId}
    >
      {children}
      <span className="sr-only"> {newTab}</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

/**
 * The note above the voice button: an AI answers, nothing is recorded, the minimum age; in another
 * site's frame also who embedded it and the privacy links; and whether the demo's offline providers
 * answer.
 */
export function AiNotice({
  lang,
  demoMode,
  embed,
}: {
  lang: Lang;
  demoMode: boolean;
  embed?: {
    privacyHref: string;
    privacy: string;
    newTab: string;
    embeddedBy?: string;
    sitePrivacy?: { href: string; label: string };
  };
}) {
  const t = voicePageTexts[lang];
  return (
    <p
      className="w-full rounded-xl border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-xs text-amber-100 sm:p-4 sm:text-sm"
      role="note"
    >
      {t.aiNotice} {t.noRecording}{" "}
      <strong className="font-semibold" data-testid="minimum-age">
        {format(t.minimumAge, { age: siteConfig.minimumAge })}
      </strong>
      {embed?.embeddedBy ? ` ${embed.embeddedBy}` : null}
      {embed ? (
        <>
          <span className="mt-1 block">
            <NewTabLink href={embed.privacyHref} rel="noopener" newTab={embed.newTab} testId="embed-privacy">
              {embed.privacy}
            </NewTabLink>
            {embed.sitePrivacy ? (
              <>
                <span aria-hidden="true"> · </span>
                <NewTabLink
                  href={embed.sitePrivacy.href}
                  rel="noopener noreferrer"
                  newTab={embed.newTab}
                  testId="embed-site-privacy"
                >
                  {embed.sitePrivacy.label}
                </NewTabLink>
              </>
            ) : null}
          </span>
        </>
      ) : null}
      {demoMode ? (
        <span className="mt-1 block text-sky-100" data-testid="demo-mode">
          {t.demoMode}
        </span>
      ) : null}
    </p>
  );
}
