import type { Lang } from "#shared/i18n";
import { AUDIT_RETENTION_DAYS } from "#shared/contracts/audit";
import { RETENTION } from "#shared/privacy";
import { EXAMPLE_NOTICE, LegalPage, type LegalSection } from "../../features/legal/legal-page";
import { ProcessorList } from "../../features/legal/processors";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { siteConfig } from "#shared/site-config";
import type { Route } from "./+types/privacy";

export const meta = metaForPage("privacy");

/**
 * Rendered per request: the processors listed are the ones the running server's configuration switches on,
 * and what it says about conversation texts follows the operator's transcript setting.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { ...context.services.privacy, transcripts: await context.services.transcripts.getPolicy() };
}

/** The privacy policy in nine numbered sections, describing what the product really does. */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const processors = <ProcessorList active={loaderData.activeKinds} processors={loaderData.processors} lang={lang} />;
  const t = pageTexts[lang].privacy;
  const transcripts = loaderData.transcripts;
  const days = transcripts.retentionDays;
  const c = siteConfig.company;
  const controller = `${c.name}, ${c.street}, ${c.postalCode} ${c.city}`;
  const sections: Record<Lang, LegalSection[]> = {
    de: [
      {
        heading: "Datenschutz auf einen Blick",
        body: (
          <p>
            Diese Erklärung zeigt, welche personenbezogenen Daten beim Besuch dieser Website und bei der Nutzung der Sprach-Demo
            verarbeitet werden. Personenbezogene Daten sind alle Daten, mit denen Sie persönlich identifiziert werden können. Wir
            verarbeiten so wenige Daten wie möglich: Es gibt keine Werbe-Tracker, keine Analysedienste und keine eingebetteten
            Inhalte Dritter.
          </p>
        ),
      },
      {
        heading: "Allgemeine Hinweise und Verantwortliche Stelle",
        body: (
          <>
            <p>
              Verantwortlich für die Datenverarbeitung auf dieser Website ist die {controller}, vertreten durch{" "}
              {c.representatives.join(" und ")}. Kontakt: <a href={`mailto:${c.email}`}>{c.email}</a>, Telefon {c.phoneDisplay}.
            </p>
            <p>
              Wir verarbeiten Daten auf Grundlage der Datenschutz-Grundverordnung (DSGVO) und des Bundesdatenschutzgesetzes. Die
              Übertragung dieser Website ist im Betrieb per TLS verschlüsselt.
            </p>
            <p>
              <strong>Empfänger:</strong> Für den Betrieb setzen wir die folgenden Dienstleister als Auftragsverarbeiter ein (Art.
              28 DSGVO). Diese Liste folgt der aktuellen Einrichtung unseres Servers: Ein Dienst, der nicht eingerichtet ist,
              erhält keine Daten.
            </p>
            {processors}
          </>
        ),
      },
      {
        heading: "Datenschutzbeauftragte und KI-Beauftragter",
        body: (
          <p>
            Unsere Datenschutzbeauftragte erreichen Sie unter: {c.dataProtectionOfficer}. Für Fragen zum Einsatz künstlicher
            Intelligenz nach der EU-KI-Verordnung ist zuständig: {c.aiActOfficer}.
          </p>
        ),
      },
      {
        heading: "Künstliche Intelligenz",
        body: (
          <>
            <p>
              In der Sprach-Demo sprechen oder schreiben Sie mit einem KI-Coach. Ist auf unserem Server ein Spracherkennungsdienst
              eingerichtet, nimmt Ihr Browser das Gesprochene auf und sendet die Aufnahme an unseren Server, der sie von diesem
              Dienst in Text umwandeln lässt: Ihre Stimme erreicht dann nur den Anbieter, den wir gewählt haben. Nur wenn das
              nicht möglich ist, nutzt die Demo die Spracherkennung Ihres Browsers. Sie arbeitet je nach Browser nicht auf Ihrem
              Gerät; Google Chrome etwa sendet die Aufnahme dafür an Google. Wenn Sie das nicht möchten, tippen Sie Ihre Frage
              einfach ein. <strong>Sprachaufnahmen speichern wir nicht</strong>.
            </p>
            <p>
              Ihr Text wird zusammen mit den letzten Gesprächsbeiträgen an den KI-Anbieter übermittelt, der die Antwort erzeugt,
              und die Antwort an den Sprachsynthese-Dienst, der sie vertont. Ist kein Anbieter eingerichtet, antwortet ein
              eingebauter Offline-Coach und es verlassen keine Daten unseren Server.{" "}
              {transcripts.enabled
                ? "Die Texte der Gespräche speichern wir nur mit Ihrer Einwilligung (siehe „Gesprächstexte“);"
                : "Die Texte der Gespräche speichern wir nicht;"}{" "}
              wir zählen nur beantwortete Gespräche und speichern eine zufällige Besucherkennung sowie freiwillige
              Sterne-Bewertungen, um die Nutzung ehrlich auszuwerten und die Demo vor Missbrauch zu schützen. Kommt eine Anfrage
              ohne Besucher-Cookie, merken wir uns eine Stunde lang einen mit geheimem Schlüssel gebildeten Prüfwert (Hash) Ihrer
              IP-Adresse, damit wiederholte Anfragen nicht als neue Besucher zählen. Die Demo erkennt keine Emotionen aus Ihrer
              Stimme. Nachrichten, die auf eine Krise hindeuten, beantwortet sie mit Hinweisen auf Krisentelefone, ohne sie an
              einen KI-Anbieter zu senden. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO.
            </p>
            <p>
              <strong>Gesundheitsdaten:</strong> Was Sie einem Coach erzählen, kann Angaben zu Ihrer Gesundheit enthalten. Das
              sind besondere Kategorien personenbezogener Daten (Art. 9 DSGVO). Wir verarbeiten sie nur, um Ihre Nachricht in
              diesem Gespräch zu beantworten, auf Grundlage Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO), die
              Sie mit dem Absenden erteilen und jederzeit widerrufen können, indem Sie das Gespräch beenden. Geben Sie nur an, was
              Sie teilen möchten; für den Coach sind weder Ihr Name noch Diagnosen nötig. Die Prüfung auf Krisenhinweise dient dem
              Schutz lebenswichtiger Interessen (Art. 9 Abs. 2 lit. c DSGVO) und speichert nur, dass und mit welcher Dringlichkeit
              eine Krisenantwort gegeben wurde, nie den Text.
            </p>
            {transcripts.enabled ? (
              <p data-testid="transcript-policy">
                <strong>Gesprächstexte:</strong> Vor einem Gespräch fragt die Demo, ob wir seinen Text speichern dürfen; das
                Kästchen dafür ist nicht angekreuzt. Nur wenn Sie zustimmen, speichern wir Ihre Nachrichten und die Antworten
                zusammen mit der Persona, der Sprache, der Uhrzeit, ob gesprochen oder getippt wurde, Ihrer Bewertung und ob eine
                Krisenantwort gegeben wurde, damit wir die Qualität des Coaches prüfen und verbessern können (Art. 6 Abs. 1 lit. a
                und Art. 9 Abs. 2 lit. a DSGVO). Der Text wird nach {days} {days === 1 ? "Tag" : "Tagen"} automatisch gelöscht.
                Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: Während des Gesprächs und danach im
                selben Browser löscht die Schaltfläche „Zustimmung widerrufen und gespeicherten Text löschen“ den gespeicherten
                Text sofort; oder schreiben Sie uns an <a href={`mailto:${c.email}`}>{c.email}</a> mit dem Zeitpunkt des
                Gesprächs, dann löschen wir ihn. Ohne Ihre Zustimmung speichern wir keinen Text, und die Demo funktioniert
                genauso.
              </p>
            ) : (
              <p data-testid="transcript-policy">
                <strong>Gesprächstexte:</strong> Die Texte der Gespräche speichern wir derzeit nicht. Bieten wir das künftig an,
                geschieht es nur mit Ihrer ausdrücklichen Einwilligung, nach der die Demo vor dem Gespräch fragt; ohne sie wird
                nie Text gespeichert.
              </p>
            )}
          </>
        ),
      },
      {
        heading: "Der Coach auf anderen Websites",
        body: (
          <p>
            Unsere Kunden können einen KI-Coach als Sprach-Button auf ihrer eigenen Website oder in ihrem Intranet einbetten, mit
            einem Skript oder einem eingebetteten Rahmen (iframe) von unserem Server; nur die Websites, die der Kunde dafür
            freigegeben hat, können ihn anzeigen. Beim Laden der Seite holt Ihr Browser dafür nur das kleine Skript, die
            Einstellungen des Buttons und gegebenenfalls das Bild des Coaches von unserem Server; dabei verarbeitet er wie bei
            jedem Aufruf Ihre IP-Adresse (siehe Server-Logdateien), setzt aber kein Cookie und speichert nichts auf Ihrem Gerät.
            Erst wenn Sie den Button anklicken, öffnet sich das Gespräch in einem Rahmen unserer Website; für das Gespräch gilt
            dann alles, was oben unter „Künstliche Intelligenz“ steht, und das Mikrofon wird erst erfragt, wenn Sie zu sprechen
            beginnen. Zusätzlich merken wir uns zu jedem Gespräch, auf welcher Website (nur deren Adresse, z. B.
            https://www.example.de) es geführt wurde, um dem Kunden Zahlen je Website zu zeigen: Anzahl der Gespräche, Bewertungen
            und Krisenantworten, nie Inhalte. Verantwortlich für die Website, auf der der Coach eingebettet ist, ist deren
            Betreiber; seine Datenschutzerklärung gilt für alles andere auf seiner Seite, und das Gespräch verlinkt sie neben
            dieser, wenn er sie angegeben hat. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO.
          </p>
        ),
      },
      {
        heading: "Datenerfassung auf dieser Website",
        body: (
          <>
            <p>
              <strong>Cookies und lokale Speicherung:</strong> Wir setzen keine Tracking-Cookies. Im lokalen Speicher Ihres
              Browsers legen wir Ihre Antwort auf den Cookie-Hinweis (Schlüssel „cookie-consent“) ab. Beantwortet die Sprach-Demo
              eine Nachricht, setzt unser Server das Cookie „mc_visitor“ mit einer zufälligen, von ihm signierten Kennung
              (Laufzeit ein Jahr, nur an unsere Schnittstellen gesendet); es schützt die Demo vor Missbrauch und erlaubt nur
              Ihnen, Ihr Gespräch zu bewerten. Melden sich Betreiber im Verwaltungsbereich an, setzen wir ein technisch
              notwendiges Sitzungs-Cookie (§ 25 Abs. 2 TDDDG). Änderungen im Verwaltungsbereich protokollieren wir mit Zeitpunkt,
              Konto (Kennung und E-Mail-Adresse) und Art der Änderung, um nachvollziehen zu können, wer was geändert hat (Art. 6
              Abs. 1 lit. f DSGVO); die Einträge löschen wir nach einem Jahr.
            </p>
            <p>
              <strong>Server-Logdateien:</strong> Bei jedem Aufruf verarbeitet der Server technische Daten wie Zeitpunkt,
              aufgerufene Adresse, Statuscode und IP-Adresse, um die Website sicher und stabil zu betreiben (Art. 6 Abs. 1 lit. f
              DSGVO). Die Logs werden nach spätestens 14 Tagen gelöscht. Kontaktanfragen speichern wir mit dem Angebot und der
              Reichweite, die Sie gewählt haben, und der Seite, von der Sie geschrieben haben, um sie zu beantworten (Art. 6 Abs.
              1 lit. b DSGVO, bei Anfragen ohne Vertragsbezug lit. f), und löschen sie, wenn sie erledigt sind und keine
              Aufbewahrungspflicht besteht. Kann eine Anfrage gerade nicht gesendet werden, bleibt sie im Speicher Ihres Browsers,
              bis sie gesendet ist.
            </p>
            <p>
              <strong>Speicherdauer:</strong>
            </p>
            <ul data-testid="retention">
              {transcripts.enabled ? (
                <li>
                  Gesprächstexte: nur mit Ihrer Einwilligung, {days} {days === 1 ? "Tag" : "Tage"} lang; Sprachaufnahmen: werden
                  nicht gespeichert.
                </li>
              ) : (
                <li>Gesprächstexte und Sprachaufnahmen: werden nicht gespeichert.</li>
              )}
              <li>
                Zählungen je Gespräch (Anzahl der Nachrichten, gesprochen oder getippt, ob eine Krisenantwort gegeben wurde) und
                Sterne-Bewertungen mit der zufälligen Besucherkennung: ohne Text, als Nutzungsstatistik, bis wir sie löschen.
              </li>
              <li>Cookie „mc_visitor“ in Ihrem Browser: {RETENTION.visitorCookieDays} Tage.</li>
              <li>
                Prüfwert (Hash) Ihrer IP-Adresse: {RETENTION.ipHashHours} Stunde; Zähler der Nutzungsgrenzen: bis ihr Zeitfenster
                endet, höchstens eine Stunde.
              </li>
              <li>
                Sitzungen im Verwaltungsbereich: bis zur Abmeldung, spätestens nach der eingestellten Höchstdauer (standardmäßig
                12 Stunden); fehlgeschlagene Anmeldeversuche: {RETENTION.failedSignInDays} Tage; Änderungsprotokoll:{" "}
                {AUDIT_RETENTION_DAYS} Tage.
              </li>
              <li>Kontaktanfragen: bis sie erledigt sind und keine Aufbewahrungspflicht besteht.</li>
              <li>Dokumente der Wissensbasis: bis der Betreiber sie löscht.</li>
              <li>Server-Logdateien: höchstens 14 Tage.</li>
            </ul>
          </>
        ),
      },
      {
        heading: "Analyse-Tools",
        body: (
          <p>
            Wir setzen derzeit keine Analyse- oder Statistikdienste ein. Sollten wir das künftig tun, laden wir sie nur nach Ihrer
            ausdrücklichen Einwilligung über den Cookie-Hinweis und ergänzen diese Erklärung vorher.
          </p>
        ),
      },
      {
        heading: "Newsletter",
        body: (
          <p>
            Wir bieten derzeit keinen Newsletter an und verwenden Ihre Kontaktdaten nicht für Werbe-E-Mails ohne Ihre
            Einwilligung.
          </p>
        ),
      },
      {
        heading: "Plugins und Tools",
        body: (
          <p>
            Diese Website bindet keine Schriftarten, Videos, Karten oder Social-Media-Plugins von Drittanbietern ein. Der
            Terminbuchungsdienst für Beratungsgespräche ist nur verlinkt: Erst wenn Sie auf den Link klicken, öffnet sich dessen
            Seite, für die dessen Datenschutzhinweise gelten.
          </p>
        ),
      },
      {
        heading: "Ihre Rechte",
        body: (
          <>
            <p>
              Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der
              Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen auf Grundlage
              berechtigter Interessen (Art. 21). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft
              widerrufen.
            </p>
            <p>
              Wenden Sie sich dafür an <a href={`mailto:${c.email}`}>{c.email}</a>. Sie können sich außerdem bei einer
              Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO).
            </p>
          </>
        ),
      },
    ],
    en: [
      {
        heading: "Data protection at a glance",
        body: (
          <p>
            This policy explains which personal data are processed when you visit this website and use the voice demo. Personal
            data are any data that can identify you personally. We process as little as possible: there are no advertising
            trackers, no analytics services and no embedded third-party content.
          </p>
        ),
      },
      {
        heading: "General information and controller",
        body: (
          <>
            <p>
              The controller for data processing on this website is {controller}, represented by {c.representatives.join(" and ")}
              . Contact: <a href={`mailto:${c.email}`}>{c.email}</a>, phone {c.phoneDisplay}.
            </p>
            <p>
              We process data under the General Data Protection Regulation (GDPR) and the German Federal Data Protection Act. In
              operation, this website is transmitted encrypted via TLS.
            </p>
            <p>
              <strong>Recipients:</strong> we use the following service providers as processors (Art. 28 GDPR). This list follows
              how our server is currently set up: a service that is not set up receives no data.
            </p>
            {processors}
          </>
        ),
      },
      {
        heading: "Data protection officer and EU AI Act officer",
        body: (
          <p>
            You can reach our data protection officer at: {c.dataProtectionOfficer}. For questions about our use of artificial
            intelligence under the EU AI Act, please contact: {c.aiActOfficer}.
          </p>
        ),
      },
      {
        heading: "Artificial intelligence",
        body: (
          <>
            <p>
              In the voice demo you speak or type with an AI coach. When a speech recognition service is set up on our server,
              your browser records what you say and sends the recording to our server, which has that service turn it into text:
              your voice then reaches only the provider we chose. Only when that is not possible does the demo use your
              browser&apos;s own speech recognition, which, depending on the browser, does not run on your device; Google Chrome,
              for example, sends the recording to Google. If you would rather avoid that, simply type your question.{" "}
              <strong>We do not store voice recordings</strong>.
            </p>
            <p>
              Your text is sent, together with the most recent turns of the conversation, to the AI provider that writes the
              answer, and the answer to the speech synthesis service that voices it. If no provider is configured, a built-in
              offline coach answers and no data leave our server.{" "}
              {transcripts.enabled
                ? "We store the text of conversations only with your consent (see “Conversation texts”);"
                : "We do not store the text of conversations;"}{" "}
              we only count answered conversations and store a random visitor identifier and voluntary star ratings to evaluate
              usage honestly and to protect the demo against abuse. When a request comes without the visitor cookie, we keep a
              keyed hash of your IP address for one hour, so that repeated requests do not count as new visitors. The demo does
              not recognise emotions from your voice. Messages that suggest a crisis are answered with crisis helplines without
              being sent to an AI provider. The legal basis is Art. 6(1)(b) and (f) GDPR.
            </p>
            <p>
              <strong>Health data:</strong> what you tell a coach may include information about your health. These are special
              categories of personal data (Art. 9 GDPR). We process them only to answer your message in this conversation, on the
              basis of your explicit consent (Art. 9(2)(a) GDPR), which you give by sending the message and can withdraw at any
              time by ending the conversation. Share only what you want to share; the coach needs neither your name nor any
              diagnosis. The check for signs of a crisis serves to protect vital interests (Art. 9(2)(c) GDPR) and stores only
              that a crisis answer was given and how urgent it was, never the text.
            </p>
            {transcripts.enabled ? (
              <p data-testid="transcript-policy">
                <strong>Conversation texts:</strong> before a conversation, the demo asks whether we may store its text; the box
                for it is not ticked. Only if you agree do we store your messages and the answers, together with the persona, the
                language, the time, whether you spoke or typed, your rating and whether a crisis answer was given, so that we can
                check and improve the coach&apos;s quality (Art. 6(1)(a) and Art. 9(2)(a) GDPR). The text is deleted automatically
                after {days} {days === 1 ? "day" : "days"}. You can withdraw your consent at any time with effect for the future:
                during the conversation, and afterwards in the same browser, the button “Withdraw consent and delete the stored
                text” deletes the stored text at once; or write to us at <a href={`mailto:${c.email}`}>{c.email}</a> with the time
                of the conversation, and we delete it. Without your consent we store no text, and the demo works just the same.
              </p>
            ) : (
              <p data-testid="transcript-policy">
                <strong>Conversation texts:</strong> we do not store the text of conversations at present. Should we offer it in
                future, it will happen only with your explicit consent, which the demo asks for before the conversation; without
                it, no text is ever stored.
              </p>
            )}
          </>
        ),
      },
      {
        heading: "The coach on other websites",
        body: (
          <p>
            Our customers can embed an AI coach as a voice button on their own website or intranet, with a script or an embedded
            frame (iframe) from our server; only the websites the customer has enabled can show it. When the page loads, your
            browser fetches just the small script, the button&apos;s settings and, where there is one, the coach&apos;s picture
            from our server; as with every request this processes your IP address (see server log files), but it sets no cookie
            and stores nothing on your device. Only when you click the button does the conversation open in a frame of our
            website; everything said above under &ldquo;Artificial intelligence&rdquo; then applies, and the microphone is only
            requested when you start speaking. In addition, we note for each conversation on which website it was held (its
            address only, e.g. https://www.example.com), to show the customer figures per website: the number of conversations,
            ratings and crisis answers, never any content. The operator of the website that embeds the coach is responsible for
            that website; their privacy policy covers everything else on their page, and the conversation links it next to this
            one when they have provided it. The legal basis is Art. 6(1)(b) and (f) GDPR.
          </p>
        ),
      },
      {
        heading: "Data collection on this website",
        body: (
          <>
            <p>
              <strong>Cookies and local storage:</strong> we do not use tracking cookies. In your browser's local storage we keep
              your answer to the cookie notice (key “cookie-consent”). When the voice demo answers a message, our server sets the
              cookie “mc_visitor” with a random identifier it signed (valid for one year, sent to our interfaces only); it
              protects the demo against abuse and lets only you rate your conversation. When operators sign in to the admin area,
              we set a technically necessary session cookie (Section 25(2) TDDDG). We record changes made in the admin area with
              the time, the account (identifier and e-mail address) and the kind of change, so that we can tell who changed what
              (Art. 6(1)(f) GDPR); the entries are deleted after one year.
            </p>
            <p>
              <strong>Server log files:</strong> with every request the server processes technical data such as time, requested
              address, status code and IP address to run the website securely and reliably (Art. 6(1)(f) GDPR). Logs are deleted
              after 14 days at the latest. We store contact inquiries, with the offer and reach you chose and the page you wrote
              from, in order to answer them (Art. 6(1)(b) GDPR, or (f) for inquiries unrelated to a contract) and delete them once
              they are dealt with and no retention obligation applies. If an inquiry cannot be sent at the moment, it stays in
              your browser's storage until it has been sent.
            </p>
            <p>
              <strong>Retention:</strong>
            </p>
            <ul data-testid="retention">
              {transcripts.enabled ? (
                <li>
                  Conversation texts: only with your consent, for {days} {days === 1 ? "day" : "days"}; voice recordings: not
                  stored.
                </li>
              ) : (
                <li>Conversation texts and voice recordings: not stored.</li>
              )}
              <li>
                Counts per conversation (number of messages, spoken or typed, whether a crisis answer was given) and star ratings
                with the random visitor identifier: without any text, as usage statistics, until we delete them.
              </li>
              <li>The “mc_visitor” cookie in your browser: {RETENTION.visitorCookieDays} days.</li>
              <li>
                Keyed hash of your IP address: {RETENTION.ipHashHours} hour; counters of the usage limits: until their window
                ends, one hour at most.
              </li>
              <li>
                Sessions in the admin area: until sign-out, at the latest after the configured maximum (12 hours by default);
                failed sign-in attempts: {RETENTION.failedSignInDays} days; audit log: {AUDIT_RETENTION_DAYS} days.
              </li>
              <li>Contact inquiries: until they are dealt with and no retention obligation applies.</li>
              <li>Knowledge-base documents: until the operator deletes them.</li>
              <li>Server log files: 14 days at most.</li>
            </ul>
          </>
        ),
      },
      {
        heading: "Analytics tools",
        body: (
          <p>
            We currently use no analytics or statistics services. Should we do so in future, we will load them only after your
            explicit consent via the cookie notice and update this policy beforehand.
          </p>
        ),
      },
      {
        heading: "Newsletter",
        body: (
          <p>
            We currently offer no newsletter and do not use your contact details for promotional e-mails without your consent.
          </p>
        ),
      },
      {
        heading: "Plugins and tools",
        body: (
          <p>
            This website embeds no third-party fonts, videos, maps or social media plugins. The appointment booking service for
            consultations is only linked: its page opens only when you click the link, and its own privacy notice applies there.
          </p>
        ),
      },
      {
        heading: "Your rights",
        body: (
          <>
            <p>
              You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing
              (Art. 18), data portability (Art. 20) and to object to processing based on legitimate interests (Art. 21). You can
              withdraw any consent at any time with effect for the future.
            </p>
            <p>
              Please contact <a href={`mailto:${c.email}`}>{c.email}</a>. You may also lodge a complaint with a data protection
              supervisory authority (Art. 77 GDPR).
            </p>
          </>
        ),
      },
    ],
  };
  return (
    <LegalPage
      heading={t.heading}
      intro={t.intro}
      sections={sections[lang]}
      exampleNotice={EXAMPLE_NOTICE[lang]}
      updated={siteConfig.privacyUpdated}
    />
  );
}
