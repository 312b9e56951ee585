import { startTransition, useEffect } from "react";
import { PageHeader } from "../../components/layout/page-header";
import { useContactModal } from "../../features/contact/contact-modal-context";
import { primaryButton } from "../../features/marketing/ui";
import { defineTexts } from "#shared/i18n";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { siteConfig } from "#shared/site-config";
import { PAGE_GUTTER } from "../../components/layout/gutter";

export const meta = metaForPage("contact");

const texts = defineTexts({
  de: { open: "Kontaktformular öffnen", direct: "Direkter Kontakt", phone: "Telefon", email: "E-Mail", address: "Anschrift" },
  en: { open: "Open the contact form", direct: "Direct contact", phone: "Phone", email: "E-mail", address: "Address" },
});

/**
 * The contact page opens the contact modal on arrival: as a transition, so
 * rendering the dialog yields to the browser instead of blocking the page
 * that has just been hydrated.
 */
export default function ContactPage() {
  const lang = useLang();
  const head = pageTexts[lang].contact;
  const t = texts[lang];
  const { open } = useContactModal();
  const c = siteConfig.company;
  useEffect(() => startTransition(open), [open]);
  return (
    <>
      <PageHeader heading={head.heading} intro={head.intro}>
        <button type="button" onClick={open} className={`${primaryButton} mt-8`}>
          {t.open}
        </button>
      </PageHeader>
      <section className={`${PAGE_GUTTER} py-12`} aria-labelledby="direct-contact">
        <h2 id="direct-contact" className="text-2xl font-bold text-white">
          {t.direct}
        </h2>
        <dl className="mt-6 grid gap-6 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-zinc-400">{t.phone}</dt>
            <dd className="mt-1">
              <a className="text-pink-300 underline" href={`tel:${c.phone.replace(/[^+\d]/g, "")}`}>
                {c.phoneDisplay}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-zinc-400">{t.email}</dt>
            <dd className="mt-1">
              <a className="text-pink-300 underline" href={`mailto:${siteConfig.contactEmail}`}>
                {siteConfig.contactEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-zinc-400">{t.address}</dt>
            <dd className="mt-1 text-zinc-200">
              {c.name}, {c.street}, {c.postalCode} {c.city}
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
