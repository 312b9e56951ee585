import { EXAMPLE_NOTICE, LegalPage, type LegalSection } from "../../features/legal/legal-page";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../seo";
import { siteConfig } from "#shared/site-config";

export const meta = metaForPage("imprint");

/** Imprint with every item § 5 DDG requires, all from site.config.json. */
export default function ImprintPage() {
  const lang = useLang();
  const t = pageTexts[lang].imprint;
  const c = siteConfig.company;
  const de = lang === "de";
  const tel = (n: string) => `tel:${n.replace(/[^+\d]/g, "")}`;
  const sections: LegalSection[] = [
    {
      heading: de ? "Anbieter" : "Provider",
      body: (
        <address className="not-italic">
          <strong>{c.name}</strong>
          <br />
          {c.street}
          <br />
          {c.postalCode} {c.city}
          <br />
          {de ? c.country : c.countryEn}
          {c.secondAddress ? (
            <>
              <br />
              <br />
              {de ? c.secondAddress.label : c.secondAddress.labelEn}:
              <br />
              {c.secondAddress.street}, {c.secondAddress.postalCode} {c.secondAddress.city}
            </>
          ) : null}
        </address>
      ),
    },
    {
      heading: de ? "Rechtsform und Vertretung" : "Legal form and representatives",
      body: (
        <p>
          {de ? "Rechtsform: " : "Legal form: "}
          {c.legalForm}
          <br />
          {de ? "Vertreten durch die Geschäftsführung: " : "Represented by the managing directors: "}
          {c.representatives.join(", ")}
        </p>
      ),
    },
    {
      heading: de ? "Kontakt" : "Contact",
      body: (
        <p>
          {de ? "Telefon: " : "Phone: "}
          <a href={tel(c.phone)}>{c.phoneDisplay}</a>
          {c.secondPhone && c.secondPhoneDisplay ? (
            <>
              <br />
              {de ? "Telefon (Niederlassung): " : "Phone (office): "}
              <a href={tel(c.secondPhone)}>{c.secondPhoneDisplay}</a>
            </>
          ) : null}
          <br />
          {de ? "E-Mail: " : "E-mail: "}
          <a href={`mailto:${c.email}`}>{c.email}</a>
          <br />
          {de ? "Geschäftsführung: " : "Management: "}
          <a href={`mailto:${c.managementEmail}`}>{c.managementEmail}</a>
        </p>
      ),
    },
    {
      heading: de ? "Registereintrag" : "Commercial register",
      body: (
        <p>
          {de ? "Registergericht: " : "Register court: "}
          {c.register}
          <br />
          {de ? "Registernummer: " : "Register number: "}
          {c.registerNumber}
        </p>
      ),
    },
    {
      heading: de ? "Umsatzsteuer-Identifikationsnummer" : "VAT identification number",
      body: (
        <p>
          {de ? "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: " : "VAT identification number under Section 27a of the German VAT Act: "}
          {c.vatId}
        </p>
      ),
    },
    {
      heading: de ? "Verantwortlich für den Inhalt" : "Responsible for content",
      body: (
        <p>
          {de ? "Verantwortlich im Sinne des § 18 Abs. 2 MStV: " : "Responsible under Section 18(2) of the German Interstate Media Treaty (MStV): "}
          {c.representatives[0]}, {c.street}, {c.postalCode} {c.city}
        </p>
      ),
    },
    {
      heading: de ? "Verbraucher\u00ADstreit\u00ADbeilegung" : "Consumer dispute resolution",
      body: (
        <p>
          {de
            ? "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG)."
            : "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (Section 36 VSBG)."}
        </p>
      ),
    },
    {
      heading: de ? "Haftung für Inhalte und Links" : "Liability for content and links",
      body: (
        <p>
          {de
            ? "Wir erstellen die Inhalte dieser Website mit Sorgfalt, übernehmen aber keine Gewähr für ihre Vollständigkeit und Aktualität. Für Inhalte externer Websites, auf die wir verlinken, sind deren Betreiber verantwortlich; rechtswidrige Inhalte waren zum Zeitpunkt der Verlinkung nicht erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend."
            : "We create the content of this website with care but cannot guarantee that it is complete and up to date. The operators of external websites we link to are responsible for their content; no unlawful content was apparent when the links were set. If we become aware of any infringement, we remove the link immediately."}
        </p>
      ),
    },
  ];
  return <LegalPage heading={t.heading} intro={t.intro} sections={sections} exampleNotice={EXAMPLE_NOTICE[lang]} numbered={false} />;
}
