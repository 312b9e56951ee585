import { AUDIT_RETENTION_DAYS } from "#shared/contracts/audit";
import { RETENTION } from "#shared/privacy";
import type { LegalSection } from "../../../features/legal/legal-page";
import { siteConfig } from "#shared/site-config";
import type { PrivacyFacts } from "./facts";

/** The privacy policy's sections in German. */
export function privacySectionsDe({ processors, transcripts, inquiryRetentionDays }: PrivacyFacts): LegalSection[] {
  const days = transcripts.retentionDays;
  const c = siteConfig.company;
  const controller = `${c.name}, ${c.street}, ${c.postalCode} ${c.city}`;
  return [
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
            28 DSGVO). Diese Liste folgt der aktuellen Einrichtung unseres Servers: Ein Dienst, der nicht eingerichtet ist, erhält
            keine Daten.
          </p>
          {processors}
        </>
      ),
    },
    {
      heading: "Datenschutz\u00adbeauftragte und KI-Beauftragter",
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
            Dienst in Text umwandeln lässt: Ihre Stimme erreicht dann nur den Anbieter, den wir gewählt haben. Nur wenn das nicht
            möglich ist, nutzt die Demo die Spracherkennung Ihres Browsers. Sie arbeitet je nach Browser nicht auf Ihrem Gerät;
            Google Chrome etwa sendet die Aufnahme dafür an Google. Wenn Sie das nicht möchten, tippen Sie Ihre Frage einfach ein.{" "}
            <strong>Sprachaufnahmen speichern wir nicht</strong>.
          </p>
          <p>
            Ihr Text wird zusammen mit den letzten Gesprächsbeiträgen an den KI-Anbieter übermittelt, der die Antwort erzeugt, und
            die Antwort an den Sprachsynthese-Dienst, der sie vertont. Ist kein Anbieter eingerichtet, antwortet ein eingebauter
            Offline-Coach und es verlassen keine Daten unseren Server.{" "}
            {transcripts.enabled
              ? "Die Texte der Gespräche speichern wir nur mit Ihrer Einwilligung (siehe „Gesprächstexte“);"
              : "Die Texte der Gespräche speichern wir nicht;"}{" "}
            wir zählen nur beantwortete Gespräche und speichern eine zufällige Besucherkennung sowie freiwillige
            Sterne-Bewertungen, um die Nutzung ehrlich auszuwerten und die Demo vor Missbrauch zu schützen. Kommt eine Anfrage
            ohne Besucher-Cookie, merken wir uns eine Stunde lang einen mit geheimem Schlüssel gebildeten Prüfwert (Hash) Ihrer
            IP-Adresse, damit wiederholte Anfragen nicht als neue Besucher zählen. Die Demo erkennt keine Emotionen aus Ihrer
            Stimme. Nachrichten, die auf eine Krise hindeuten, beantwortet sie mit Hinweisen auf Krisentelefone, ohne sie an einen
            KI-Anbieter zu senden. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO.
          </p>
          <p>
            <strong>Gesundheitsdaten:</strong> Was Sie einem Coach erzählen, kann Angaben zu Ihrer Gesundheit enthalten. Das sind
            besondere Kategorien personenbezogener Daten (Art. 9 DSGVO). Wir verarbeiten sie nur, um Ihre Nachricht in diesem
            Gespräch zu beantworten, auf Grundlage Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO), die Sie mit dem
            Absenden erteilen und jederzeit widerrufen können, indem Sie das Gespräch beenden. Geben Sie nur an, was Sie teilen
            möchten; für den Coach sind weder Ihr Name noch Diagnosen nötig. Die Prüfung auf Krisenhinweise dient dem Schutz
            lebenswichtiger Interessen (Art. 9 Abs. 2 lit. c DSGVO) und speichert nur, dass und mit welcher Dringlichkeit eine
            Krisenantwort gegeben wurde, nie den Text.
          </p>
          <p data-testid="handover-policy">
            <strong>Eine Person aus unserem Team:</strong> Ist gerade jemand aus unserem Team in Bereitschaft, bietet der Coach
            nach einer Krisenantwort oder auf Ihren Wunsch („Mit einem Menschen sprechen“) an, dass diese Person dazukommt. Vorher
            fragt er Sie ausdrücklich, ob sie das Gespräch bis hierhin lesen und Ihnen schreiben darf. Nur wenn Sie zustimmen,
            geben wir etwas weiter (Art. 6 Abs. 1 lit. a und Art. 9 Abs. 2 lit. a DSGVO); sagen Sie nein, wird nichts geteilt und
            die Krisentelefone bleiben sichtbar. Auch in einer Krise teilen wir das Gespräch nicht ohne Ihr Ja; auf den Schutz
            lebenswichtiger Interessen (Art. 6 Abs. 1 lit. d, Art. 9 Abs. 2 lit. c DSGVO) stützen wir nur die Krisenprüfung
            selbst, nicht die Weitergabe. Die Person sieht das Gespräch, wie es auf Ihrem Bildschirm steht (Gesprochenes als
            Text), und was Sie danach schreiben, mit dem Ergebnis der Krisenprüfung; Namen, Kontaktdaten, Anschriften und Orte
            ersetzt ein automatischer Filter vorher durch Platzhalter. Nur die Person, die übernommen hat, kann den Text lesen,
            und nur solange sie das Gespräch hält: Gibt sie es an den Coach zurück, beendet sie es oder nimmt niemand rechtzeitig
            an, löschen wir den Text sofort. Die Benachrichtigungen an das Team (im Verwaltungsbereich, per E-Mail oder an ein
            Werkzeug unseres Teams) enthalten keinen Gesprächstext. Ohne Text behalten wir, wann und warum (Stufe der
            Krisenantwort oder Ihr Wunsch) eine Person angefragt wurde, ob und nach wie vielen Sekunden sie angenommen hat und wer
            aus dem Team es war. Sie können Ihre Einwilligung jederzeit widerrufen, indem Sie die Person darum bitten oder uns
            schreiben; dann wird das Gespräch an den Coach zurückgegeben und der Text gelöscht.
          </p>
          {transcripts.enabled ? (
            <p data-testid="transcript-policy">
              <strong>Gesprächstexte:</strong> Vor einem Gespräch fragt die Demo, ob wir seinen Text speichern dürfen; das
              Kästchen dafür ist nicht angekreuzt. Nur wenn Sie zustimmen, speichern wir Ihre Nachrichten und die Antworten
              zusammen mit der Persona, der Sprache, der Uhrzeit, ob gesprochen oder getippt wurde, Ihrer Bewertung und ob eine
              Krisenantwort gegeben wurde, damit wir die Qualität des Coaches prüfen und verbessern können (Art. 6 Abs. 1 lit. a
              und Art. 9 Abs. 2 lit. a DSGVO). Bevor ein Text gespeichert wird, ersetzt ein automatischer Filter Namen,
              E-Mail-Adressen, Telefonnummern, Anschriften und Wohnorte, IBANs und Geburtsdaten durch Platzhalter wie „[Name]“; er
              erkennt nicht jede solche Angabe, teilen Sie sie daher nur, wenn Sie es möchten. Der Text wird nach {days}{" "}
              {days === 1 ? "Tag" : "Tagen"} automatisch gelöscht. Sie können Ihre Einwilligung jederzeit mit Wirkung für die
              Zukunft widerrufen: Während des Gesprächs und danach im selben Browser löscht die Schaltfläche „Zustimmung
              widerrufen und gespeicherten Text löschen“ den gespeicherten Text sofort; oder schreiben Sie uns an{" "}
              <a href={`mailto:${c.email}`}>{c.email}</a> mit dem Zeitpunkt des Gesprächs, dann löschen wir ihn. Ohne Ihre
              Zustimmung speichern wir keinen Text, und die Demo funktioniert genauso.
            </p>
          ) : (
            <p data-testid="transcript-policy">
              <strong>Gesprächstexte:</strong> Die Texte der Gespräche speichern wir derzeit nicht. Bieten wir das künftig an,
              geschieht es nur mit Ihrer ausdrücklichen Einwilligung, nach der die Demo vor dem Gespräch fragt; ohne sie wird nie
              Text gespeichert.
            </p>
          )}
          {transcripts.enabled && transcripts.gaps ? (
            <p data-testid="gaps-policy">
              <strong>Unbeantwortete Fragen:</strong> Findet der Coach zu einer Frage keine passende Stelle in unseren Unterlagen,
              speichern wir mit derselben Einwilligung auch diese Frage, um die Unterlagen zu ergänzen (Art. 6 Abs. 1 lit. a und
              Art. 9 Abs. 2 lit. a DSGVO). Sie wird durch denselben Filter geschickt und ohne Bezug zu Ihrem Gespräch, Ihrer
              Besucherkennung oder der Persona gespeichert, nur mit Sprache und Tag; ähnliche Fragen sehen wir zusammengefasst.
              Weil sie mit keinem Gespräch verbunden ist, löscht der Widerruf sie nicht einzeln; sie wird wie die Gesprächstexte
              nach {days} {days === 1 ? "Tag" : "Tagen"} gelöscht.
            </p>
          ) : null}
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
          Einstellungen des Buttons und gegebenenfalls das Bild des Coaches von unserem Server; dabei verarbeitet er wie bei jedem
          Aufruf Ihre IP-Adresse (siehe Server-Logdateien), setzt aber kein Cookie und speichert nichts auf Ihrem Gerät. Erst wenn
          Sie den Button anklicken, öffnet sich das Gespräch in einem Rahmen unserer Website; für das Gespräch gilt dann alles,
          was oben unter „Künstliche Intelligenz“ steht, und das Mikrofon wird erst erfragt, wenn Sie zu sprechen beginnen. Auch
          dann setzen wir dort kein Cookie: Die zufällige, von unserem Server signierte Kennung, mit der nur Sie Ihr Gespräch
          bewerten können, hält das Gesprächsfenster im Arbeitsspeicher und sendet sie mit seinen Anfragen; sie verschwindet, wenn
          Sie die Seite verlassen oder neu laden, und nichts davon wird auf Ihrem Gerät gespeichert. Zusätzlich merken wir uns zu
          jedem Gespräch, auf welcher Website (nur deren Adresse, z. B. https://www.example.de) es geführt wurde, um dem Kunden
          Zahlen je Website zu zeigen: Anzahl der Gespräche, Bewertungen und Krisenantworten, nie Inhalte. Verantwortlich für die
          Website, auf der der Coach eingebettet ist, ist deren Betreiber; seine Datenschutzerklärung gilt für alles andere auf
          seiner Seite, und das Gespräch verlinkt sie neben dieser, wenn er sie angegeben hat. Rechtsgrundlage ist Art. 6 Abs. 1
          lit. b und f DSGVO.
        </p>
      ),
    },
    {
      heading: "Datenerfassung auf dieser Website",
      body: (
        <>
          <p>
            <strong>Cookies und lokale Speicherung:</strong> Wir setzen keine Tracking-Cookies. Im lokalen Speicher Ihres Browsers
            legen wir Ihre Antwort auf den Cookie-Hinweis (Schlüssel „cookie-consent“) ab. Beantwortet die Sprach-Demo eine
            Nachricht, setzt unser Server das Cookie „mc_visitor“ mit einer zufälligen, von ihm signierten Kennung (Laufzeit ein
            Jahr, nur an unsere Schnittstellen gesendet); es schützt die Demo vor Missbrauch und erlaubt nur Ihnen, Ihr Gespräch
            zu bewerten. Melden sich Betreiber im Verwaltungsbereich an, setzen wir ein technisch notwendiges Sitzungs-Cookie (§
            25 Abs. 2 TDDDG). Änderungen im Verwaltungsbereich protokollieren wir mit Zeitpunkt, Konto (Kennung und
            E-Mail-Adresse) und Art der Änderung, um nachvollziehen zu können, wer was geändert hat (Art. 6 Abs. 1 lit. f DSGVO);
            die Einträge löschen wir nach einem Jahr.
          </p>
          <p>
            <strong>Server-Logdateien:</strong> Bei jedem Aufruf verarbeitet der Server technische Daten wie Zeitpunkt,
            aufgerufene Adresse, Statuscode und IP-Adresse, um die Website sicher und stabil zu betreiben (Art. 6 Abs. 1 lit. f
            DSGVO). Die Logs werden nach spätestens 14 Tagen gelöscht. Kontaktanfragen speichern wir mit dem Angebot und der
            Reichweite, die Sie gewählt haben, und der Seite, von der Sie geschrieben haben, um sie zu beantworten (Art. 6 Abs. 1
            lit. b DSGVO, bei Anfragen ohne Vertragsbezug lit. f), und löschen sie, wenn sie erledigt sind und keine
            Aufbewahrungspflicht besteht. Eine erledigte Anfrage wird {inquiryRetentionDays} Tage nach ihrer Erledigung
            automatisch gelöscht. Kann eine Anfrage gerade nicht gesendet werden, bleibt sie im Speicher Ihres Browsers, bis sie
            gesendet ist.
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
              Gespräche, die Sie einer Person aus unserem Team geöffnet haben: der Text, bis die Person es zurückgibt oder beendet
              oder niemand rechtzeitig annimmt; ohne Text, wann, warum und nach wie vielen Sekunden angenommen wurde: als
              Nutzungsstatistik, bis wir sie löschen, und im Änderungsprotokoll {AUDIT_RETENTION_DAYS} Tage.
            </li>
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
              Sitzungen im Verwaltungsbereich: bis zur Abmeldung, spätestens nach der eingestellten Höchstdauer (standardmäßig 12
              Stunden); fehlgeschlagene Anmeldeversuche: {RETENTION.failedSignInDays} Tage; Änderungsprotokoll:{" "}
              {AUDIT_RETENTION_DAYS} Tage.
            </li>
            <li>
              Kontaktanfragen: bis sie erledigt sind und keine Aufbewahrungspflicht besteht, höchstens {inquiryRetentionDays} Tage
              nach der Erledigung.
            </li>
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
          Wir bieten derzeit keinen Newsletter an und verwenden Ihre Kontaktdaten nicht für Werbe-E-Mails ohne Ihre Einwilligung.
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
            Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen auf Grundlage berechtigter
            Interessen (Art. 21). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.
          </p>
          <p>
            Wenden Sie sich dafür an <a href={`mailto:${c.email}`}>{c.email}</a>. Sie können sich außerdem bei einer
            Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO).
          </p>
        </>
      ),
    },
  ];
}
