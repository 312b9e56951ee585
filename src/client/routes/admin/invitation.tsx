import { InvitationForm } from "../../features/accounts/invitation-form";
import { accountTexts } from "../../features/accounts/texts";
import { useLang } from "../../i18n/use-lang";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Einladung / Invitation", description: "Betreiberbereich.", lang: "de", noindex: true, matches });

/** Where an invitation link leads: name and password, then signed in. */
export default function InvitationPage() {
  const lang = useLang();
  return (
    <div className="py-8">
      <h1 className="text-center text-3xl font-bold text-white">{accountTexts[lang].invitation.title}</h1>
      <InvitationForm lang={lang} />
    </div>
  );
}
