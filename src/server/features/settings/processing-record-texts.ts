import { defineTexts } from "#shared/i18n";
import { PROCESSOR_KIND_NAMES, type ProcessingRegion, type TransferSafeguard } from "#shared/privacy";
import { activityTexts } from "./processing-record-activity-texts";

/**
 * The words of the record of processing activities (processing-record.ts),
 * German and English. Placeholders in braces are filled from the running
 * configuration; `fill` marks what only the controller can know. The activities' own words are in
 * processing-record-activity-texts.ts.
 */
export const recordTexts = defineTexts({
  de: {
    title: "Verzeichnis von Verarbeitungstätigkeiten",
    subtitle: "des Verantwortlichen nach Art. 30 Abs. 1 DSGVO",
    generated: "Erstellt am {date} um {time} Uhr (UTC) aus der Konfiguration des Servers {origin}.",
    about:
      "Dieses Verzeichnis wird bei jedem Herunterladen neu aus der laufenden Konfiguration erzeugt: Angaben zum Unternehmen und zu den Auftragsverarbeitern aus site.config.json, Verarbeitungsorte aus den eingerichteten Endpunkten, Speicherfristen aus den Einstellungen im Verwaltungsbereich. Was die Software nicht wissen kann, ist mit „{fill}“ markiert; Abschnitt 5 fasst es zusammen.",
    formal:
      "Das Verzeichnis ist schriftlich zu führen, auch elektronisch (Art. 30 Abs. 3 DSGVO), und der Aufsichtsbehörde auf Anfrage zur Verfügung zu stellen (Art. 30 Abs. 4 DSGVO). Bewahren Sie jede Fassung auf, die Sie ergänzt und freigegeben haben.",
    example:
      "Achtung: site.config.json enthält noch die mitgelieferten Beispieldaten. Ersetzen Sie sie, bevor Sie dieses Verzeichnis verwenden.",
    fill: "Vom Verantwortlichen zu ergänzen",
    contents: "Inhalt",
    none: "keine",
    controller: {
      heading: "1. Verantwortlicher (Art. 30 Abs. 1 lit. a DSGVO)",
      name: "Name und Rechtsform",
      address: "Anschrift",
      representatives: "Vertreten durch",
      email: "E-Mail",
      phone: "Telefon",
      register: "Registereintrag",
      dpo: "Datenschutzbeauftragte Person",
      aiOfficer: "Ansprechperson für die EU-KI-Verordnung",
      joint: "Gemeinsam Verantwortliche (Art. 26 DSGVO)",
      jointText:
        "In der Konfiguration ist keine gemeinsame Verantwortung eingetragen. Betten Kunden den Coach auf ihrer Website oder in ihrem Intranet ein, klären Sie, ob Sie dort Auftragsverarbeiter oder gemeinsam Verantwortliche sind.",
      representative: "Vertreter in der Union (Art. 27 DSGVO)",
      representativeText: "Nur nötig, wenn der Verantwortliche nicht in der Union niedergelassen ist.",
    },
    recipients: {
      heading: "2. Empfänger und Auftragsverarbeiter (Art. 30 Abs. 1 lit. d und e DSGVO)",
      intro:
        "Die Dienste, die die Konfiguration dieses Servers einschaltet; ein Dienst, der nicht eingerichtet ist, erhält keine Daten. Den Verarbeitungsort leitet der Server aus dem Hostnamen des Endpunkts ab; maßgeblich bleibt der Vertrag mit dem Anbieter (Art. 28 DSGVO).",
      euOn: "REQUIRE_EU_PROCESSING ist an: Der Server startet nur, solange jeder Endpunkt in der EU verarbeitet, selbst betrieben oder vom Betreiber als EU-Endpunkt freigegeben ist.",
      euOff: "REQUIRE_EU_PROCESSING ist aus: Endpunkte außerhalb der EU werden beim Start nicht abgelehnt.",
      service: "Dienst",
      provider: "Anbieter und Zweck (site.config.json)",
      endpoint: "Endpunkt",
      place: "Verarbeitungsort",
      transfer: "Grundlage einer Übermittlung in ein Drittland",
      statedPlace: "laut Angabe des Betreibers: {location}",
      undescribed: "In site.config.json nicht beschrieben.",
      allowed: "vom Betreiber als EU-Endpunkt freigegeben (EU_PROCESSING_ALLOWED_HOSTS)",
      others:
        "Weitere Empfänger: die Betreiberkonten im Verwaltungsbereich (Inhaber und Redakteure, Abschnitt 3.4). Empfänger außerhalb dieser Software, etwa Steuerberatung, Behörden oder ein CRM:",
    },
    kinds: PROCESSOR_KIND_NAMES.de,
    regions: {
      eu: "EU",
      "non-eu": "außerhalb der EU",
      "self-hosted": "selbst betrieben (eigene Server, keine Übermittlung)",
      unknown: "unbekannt",
    } satisfies Record<ProcessingRegion, string>,
    safeguards: {
      adequacy: "Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO)",
      scc: "Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO)",
    } satisfies Record<TransferSafeguard, string>,
    activitiesHeading: "3. Verarbeitungstätigkeiten (Art. 30 Abs. 1 lit. b bis g DSGVO)",
    rows: {
      purposes: "Zwecke der Verarbeitung (Art. 30 Abs. 1 lit. b DSGVO)",
      legal: "Rechtsgrundlage",
      subjects: "Kategorien betroffener Personen (Art. 30 Abs. 1 lit. c DSGVO)",
      data: "Kategorien personenbezogener Daten (Art. 30 Abs. 1 lit. c DSGVO)",
      recipients: "Kategorien von Empfängern (Art. 30 Abs. 1 lit. d DSGVO)",
      transfers: "Übermittlungen in Drittländer und geeignete Garantien (Art. 30 Abs. 1 lit. e DSGVO)",
      retention: "Fristen für die Löschung (Art. 30 Abs. 1 lit. f DSGVO)",
      toms: "Technische und organisatorische Maßnahmen (Art. 30 Abs. 1 lit. g DSGVO)",
    },
    recipientLine: "{kind}: {names}; Verarbeitungsort: {place}",
    recipientNoted: "{kind} ({note}): {names}; Verarbeitungsort: {place}",
    recipientHosting: "Hosting: {names}; {place}",
    recipientsOnly: "Keine externen Empfänger außer dem Hosting; die Daten bleiben in der Datenbank dieses Servers.",
    operatorsRead: "Intern: {who}",
    transferNonEu: "{kind} ({host}): Übermittlung in ein Drittland, Empfängerland: {country}; Garantie: {safeguard}.",
    transferUnknown:
      "{kind} ({host}): Der Verarbeitungsort ist aus dem Hostnamen nicht erkennbar; im Vertrag mit dem Anbieter prüfen.",
    transferStated: "{kind}, laut Angabe des Betreibers: {transfer}.",
    transferNone: "Keine: Alle Empfänger verarbeiten nach ihrem Endpunkt in der EU oder auf eigenen Servern des Betreibers.",
    tomsGeneral: "Dazu die allgemeinen Maßnahmen in Abschnitt 4.",
    elsewhere: "Land aus dem Hostnamen nicht erkennbar",
    days: { one: "1 Tag", other: "{n} Tage" },
    minutes: { one: "1 Minute", other: "{n} Minuten" },
    seconds: { one: "1 Sekunde", other: "{n} Sekunden" },
    activities: activityTexts.de,
    toms: {
      heading: "4. Technische und organisatorische Maßnahmen (Art. 30 Abs. 1 lit. g, Art. 32 Abs. 1 DSGVO)",
      intro:
        "Was diese Software selbst tut, nach ihrer aktuellen Konfiguration. Maßnahmen außerhalb der Software (Rechenzentrum, Betriebssystem, Personal) stehen in Abschnitt 5.",
      confidentiality: "Vertraulichkeit",
      integrity: "Integrität und Nachvollziehbarkeit",
      availability: "Verfügbarkeit und Belastbarkeit",
      deletion: "Datenminimierung und Löschung",
      review: "Überprüfung",
      httpsOn:
        "Verschlüsselung der Übertragung: Der Server läuft im Produktionsbetrieb unter einer https-Adresse ({origin}); er verlangt HTTPS von den Browsern (HSTS) und setzt alle Cookies mit „Secure“. TLS endet am vorgeschalteten Proxy oder Load Balancer.",
      httpsOff:
        "Verschlüsselung der Übertragung: Die Adresse des Servers ({origin}) ist keine https-Adresse oder der Server läuft nicht im Produktionsbetrieb; er verlangt dann kein HTTPS. TLS am vorgeschalteten Proxy einrichten und SITE_URL auf die https-Adresse setzen.",
      endpoints: "Verbindungen zu den Anbietern:",
      endpointHttps: "{kind} ({host}): verschlüsselt (https)",
      endpointSmtps: "{kind} ({host}): verschlüsselt (smtps)",
      endpointStarttls: "{kind} ({host}): STARTTLS, wenn der Mailserver es anbietet; nicht erzwungen",
      endpointPlain: "{kind} ({host}): unverschlüsselt; nur im eigenen, geschützten Netz vertretbar",
      noEndpoints: "Verbindungen zu Anbietern: keine eingerichtet.",
      databaseEmbedded: "Datenbank: eingebettet im Serverprozess (PGlite), ohne Netzverbindung.",
      databaseTls: "Datenbank: PostgreSQL, Verbindung mit TLS nach DATABASE_URL.",
      databasePlain:
        "Datenbank: PostgreSQL; DATABASE_URL verlangt kein TLS. Läuft die Verbindung über ein Netz, sslmode=require setzen.",
      passwords:
        "Passwörter der Betreiberkonten nur als Argon2id-Hash, mindestens {minChars} Zeichen; Sitzungs- und Einladungskennungen nur als SHA-256-Hash.",
      sessions:
        "Sitzungs-Cookie HttpOnly und SameSite=Lax; eine Sitzung endet nach {idle} Minuten ohne Anfrage, spätestens nach {maxHours} Stunden; Abmelden beendet sie sofort, ein Passwortwechsel alle anderen Sitzungen des Kontos.",
      roles:
        "Zwei Rollen: Inhaber und Redakteure. Nur Inhaber sehen Gesprächstexte, Sicherungen, Konten, Anbieter-Einstellungen und dieses Verzeichnis; der Server prüft die Rolle bei jeder Anfrage an einer Stelle.",
      throttle:
        "Anmeldung: Nach {freeFailures} Fehlversuchen wartet ein Client 1, 2, 4 … bis {maxDelay} Sekunden vor dem nächsten Versuch.",
      origin: "Ändernde Anfragen nimmt der Server nur von der eigenen Website an (Prüfung der Herkunft).",
      headers:
        "Sicherheitsheader: Content Security Policy auf allen Seiten, keine eingebundenen Inhalte Dritter, keine Tracker oder Analysedienste.",
      secrets:
        "Schlüssel und Passwörter erscheinen in keiner Protokollzeile; der Verwaltungsbereich zeigt Schlüssel nur gekürzt und Adressen ohne Zugangsdaten.",
      pseudonyms:
        "Pseudonymisierung: Besucher werden nur mit einer zufälligen Kennung gezählt, IP-Adressen nur als Prüfwert mit geheimem Schlüssel; Gesprächstexte werden vor dem Speichern von Kennungen bereinigt.",
      audit:
        "Änderungsprotokoll: Jede Änderung im Verwaltungsbereich, jedes Lesen und Exportieren von Gesprächstexten, der Export von Anfragen und das Herunterladen dieses Verzeichnisses werden mit Zeitpunkt, Konto und Art festgehalten, nie mit Inhalten; {auditDays} Tage lang.",
      validation:
        "Jede Anfrage wird gegen ihr Schema geprüft; Exporte als CSV entschärfen Formeln, damit eine Tabellenkalkulation sie nicht ausführt.",
      backupsOn: "Tägliche Datensicherung der eingebetteten Datenbank: an, {keep} Sicherungen aufbewahrt (Abschnitt 3.6).",
      backupsOff:
        "Tägliche Datensicherung der eingebetteten Datenbank: aus. Im Verwaltungsbereich unter Datensicherung einschalten oder anders sichern.",
      backupsPostgres: "Datensicherung: PostgreSQL wird mit dessen eigenen Werkzeugen gesichert (Abschnitt 3.6).",
      ready:
        "Bereitschaftsprüfung für Load Balancer (GET /api/ready): Datenbank und Dateispeicher werden geprüft. Nutzungsgrenzen und Tagesbudget verhindern Überlastung.",
      housekeeping:
        "Automatische Löschung: Alle {interval} entfernt der Server, was seine Frist überschritten hat (Gesprächstexte, erledigte Anfragen, Sitzungen, fehlgeschlagene Anmeldungen, Einladungen, Protokolleinträge).",
      minimisation:
        "Sprachaufnahmen werden nie gespeichert, Gesprächstexte nur mit Einwilligung; die Krisenprüfung speichert keinen Text.",
      euOn: "REQUIRE_EU_PROCESSING ist an: Der Server startet nicht mit einem Anbieter-Endpunkt außerhalb der EU.",
      euOff: "REQUIRE_EU_PROCESSING ist aus: Der Server prüft beim Start nicht, ob alle Endpunkte in der EU verarbeiten.",
      console:
        "Der Verwaltungsbereich zeigt die Verarbeitungsorte der Anbieter, fehlgeschlagene Anmeldungen, das Änderungsprotokoll und den Stand der Sicherungen.",
    },
    manual: {
      heading: "5. Vom Verantwortlichen zu ergänzen",
      intro: "Was die Software nicht wissen kann. Tragen Sie es ein, bevor Sie das Verzeichnis freigeben:",
      items: [
        "Verträge zur Auftragsverarbeitung (Art. 28 DSGVO) mit jedem Anbieter aus Abschnitt 2, mit Datum; bei Drittlandübermittlungen die vereinbarten Garantien.",
        "Verarbeitungsorte, die als „unbekannt“ markiert sind, im Vertrag mit dem Anbieter prüfen.",
        "Speicherfristen bei den Anbietern (KI, Sprache, E-Mail, Dateispeicher, Hosting).",
        "Eine Löschfrist für die Zählungen je Gespräch, Bewertungen und Krisenereignisse.",
        "Die Aufbewahrung der Server-Protokolle in der Protokollsammlung des Hostings.",
        "Ob eine Datenschutz-Folgenabschätzung nötig ist (Art. 35 DSGVO): Der Chat kann Gesundheitsdaten enthalten und nutzt KI; Ergebnis und Datum.",
        "Maßnahmen außerhalb der Software: Verschlüsselung der Datenträger und der Sicherungen, TLS am Proxy, Zutritt zum Rechenzentrum, Aktualisierung des Betriebssystems, Firewall, Zugang zum Server, Verpflichtung der Beschäftigten auf Vertraulichkeit.",
        "Verarbeitungen außerhalb dieser Software: E-Mail-Postfächer, Terminbuchung, Buchhaltung, Kundenverwaltung.",
        "Ein Verfahren zur regelmäßigen Überprüfung der Maßnahmen (Art. 32 Abs. 1 lit. d DSGVO) und das Datum der letzten Prüfung.",
      ],
    },
    footer:
      "Erzeugt von {siteName}, {iso}. Die Datei ist in sich geschlossen (keine Inhalte von außen); im Browser lässt sie sich drucken oder als PDF speichern, in einer Textverarbeitung ergänzen.",
  },
  en: {
    title: "Record of processing activities",
    subtitle: "of the controller under Art. 30(1) GDPR",
    generated: "Generated on {date} at {time} (UTC) from the configuration of the server {origin}.",
    about:
      "This record is generated anew from the running configuration at every download: company and processor details from site.config.json, places of processing from the configured endpoints, retention periods from the settings in the admin area. What the software cannot know is marked “{fill}”; section 5 lists it.",
    formal:
      "The record must be kept in writing, including in electronic form (Art. 30(3) GDPR), and made available to the supervisory authority on request (Art. 30(4) GDPR). Keep every version you have completed and approved.",
    example: "Note: site.config.json still holds the shipped example data. Replace it before you use this record.",
    fill: "To be completed by the controller",
    contents: "Contents",
    none: "none",
    controller: {
      heading: "1. Controller (Art. 30(1)(a) GDPR)",
      name: "Name and legal form",
      address: "Address",
      representatives: "Represented by",
      email: "E-mail",
      phone: "Phone",
      register: "Register entry",
      dpo: "Data protection officer",
      aiOfficer: "Contact for the EU AI Act",
      joint: "Joint controllers (Art. 26 GDPR)",
      jointText:
        "No joint controllership is configured. Where customers embed the coach on their website or intranet, settle whether you act there as their processor or as joint controllers.",
      representative: "Representative in the Union (Art. 27 GDPR)",
      representativeText: "Needed only when the controller is not established in the Union.",
    },
    recipients: {
      heading: "2. Recipients and processors (Art. 30(1)(d) and (e) GDPR)",
      intro:
        "The services this server's configuration switches on; a service that is not configured receives no data. The server judges the place of processing from the endpoint's host name; the contract with the provider is what counts (Art. 28 GDPR).",
      euOn: "REQUIRE_EU_PROCESSING is on: the server starts only while every endpoint processes in the EU, is self-hosted or is allowed by the operator as an EU endpoint.",
      euOff: "REQUIRE_EU_PROCESSING is off: endpoints outside the EU are not refused at start.",
      service: "Service",
      provider: "Provider and purpose (site.config.json)",
      endpoint: "Endpoint",
      place: "Place of processing",
      transfer: "Basis of a transfer to a third country",
      statedPlace: "as stated by the operator: {location}",
      undescribed: "Not described in site.config.json.",
      allowed: "allowed by the operator as an EU endpoint (EU_PROCESSING_ALLOWED_HOSTS)",
      others:
        "Further recipients: the operator accounts of the admin area (owners and editors, section 3.4). Recipients outside this software, such as tax advisers, authorities or a CRM:",
    },
    kinds: PROCESSOR_KIND_NAMES.en,
    regions: {
      eu: "EU",
      "non-eu": "outside the EU",
      "self-hosted": "self-hosted (own servers, no transfer)",
      unknown: "unknown",
    },
    safeguards: {
      adequacy: "adequacy decision of the EU Commission (Art. 45 GDPR)",
      scc: "standard contractual clauses of the EU Commission (Art. 46(2)(c) GDPR)",
    },
    activitiesHeading: "3. Processing activities (Art. 30(1)(b) to (g) GDPR)",
    rows: {
      purposes: "Purposes of the processing (Art. 30(1)(b) GDPR)",
      legal: "Legal basis",
      subjects: "Categories of data subjects (Art. 30(1)(c) GDPR)",
      data: "Categories of personal data (Art. 30(1)(c) GDPR)",
      recipients: "Categories of recipients (Art. 30(1)(d) GDPR)",
      transfers: "Transfers to third countries and suitable safeguards (Art. 30(1)(e) GDPR)",
      retention: "Time limits for erasure (Art. 30(1)(f) GDPR)",
      toms: "Technical and organisational measures (Art. 30(1)(g) GDPR)",
    },
    recipientLine: "{kind}: {names}; place of processing: {place}",
    recipientNoted: "{kind} ({note}): {names}; place of processing: {place}",
    recipientHosting: "Hosting: {names}; {place}",
    recipientsOnly: "No outside recipients besides hosting; the data stay in this server's database.",
    operatorsRead: "Internal: {who}",
    transferNonEu: "{kind} ({host}): transfer to a third country, country: {country}; safeguard: {safeguard}.",
    transferUnknown: "{kind} ({host}): the place of processing cannot be told from the host name; check the provider's contract.",
    transferStated: "{kind}, as stated by the operator: {transfer}.",
    transferNone: "None: every recipient processes, by its endpoint, in the EU or on the operator's own servers.",
    tomsGeneral: "Plus the general measures in section 4.",
    elsewhere: "country not told by the host name",
    days: { one: "1 day", other: "{n} days" },
    minutes: { one: "1 minute", other: "{n} minutes" },
    seconds: { one: "1 second", other: "{n} seconds" },
    activities: activityTexts.en,
    toms: {
      heading: "4. Technical and organisational measures (Art. 30(1)(g), Art. 32(1) GDPR)",
      intro:
        "What this software itself does, under its current configuration. Measures outside the software (data centre, operating system, staff) are in section 5.",
      confidentiality: "Confidentiality",
      integrity: "Integrity and accountability",
      availability: "Availability and resilience",
      deletion: "Data minimisation and erasure",
      review: "Review",
      httpsOn:
        "Encryption in transit: the server runs in production under an https address ({origin}); it asks browsers for HTTPS only (HSTS) and marks every cookie “Secure”. TLS ends at the proxy or load balancer in front of it.",
      httpsOff:
        "Encryption in transit: the server's address ({origin}) is not an https address, or the server does not run in production; it then does not ask for HTTPS. Set up TLS at the proxy in front of it and set SITE_URL to the https address.",
      endpoints: "Connections to the providers:",
      endpointHttps: "{kind} ({host}): encrypted (https)",
      endpointSmtps: "{kind} ({host}): encrypted (smtps)",
      endpointStarttls: "{kind} ({host}): STARTTLS when the mail server offers it; not enforced",
      endpointPlain: "{kind} ({host}): unencrypted; acceptable only inside the operator's own protected network",
      noEndpoints: "Connections to providers: none configured.",
      databaseEmbedded: "Database: embedded in the server process (PGlite), without a network connection.",
      databaseTls: "Database: PostgreSQL, connected with TLS as DATABASE_URL asks.",
      databasePlain:
        "Database: PostgreSQL; DATABASE_URL does not ask for TLS. If the connection crosses a network, set sslmode=require.",
      passwords:
        "Operator passwords only as Argon2id hashes, at least {minChars} characters; session and invitation ids only as SHA-256 hashes.",
      sessions:
        "Session cookie HttpOnly and SameSite=Lax; a session ends after {idle} minutes without a request, after {maxHours} hours at the latest; signing out ends it at once, a password change every other session of the account.",
      roles:
        "Two roles: owners and editors. Only owners see conversation texts, backups, accounts, provider settings and this record; the server checks the role on every request, in one place.",
      throttle:
        "Sign-in: after {freeFailures} failures a client waits 1, 2, 4 … up to {maxDelay} seconds before its next attempt.",
      origin: "The server accepts requests that change something only from its own website (origin check).",
      headers:
        "Security headers: a Content Security Policy on every page, no embedded third-party content, no trackers or analytics.",
      secrets: "Keys and passwords appear in no log line; the admin area shows keys shortened and addresses without credentials.",
      pseudonyms:
        "Pseudonymisation: visitors are counted by a random id only, IP addresses kept only as a keyed hash; conversation texts are cleaned of identifiers before they are stored.",
      audit:
        "Audit log: every change in the admin area, every read and export of conversation texts, the export of inquiries and the download of this record are recorded with time, account and kind, never with content; for {auditDays} days.",
      validation:
        "Every request is checked against its schema; CSV exports defuse formulas so that a spreadsheet never runs them.",
      backupsOn: "Daily backup of the embedded database: on, {keep} backups kept (section 3.6).",
      backupsOff:
        "Daily backup of the embedded database: off. Switch it on in the admin area under Backups, or back up otherwise.",
      backupsPostgres: "Backups: PostgreSQL is backed up with its own tools (section 3.6).",
      ready:
        "Readiness check for load balancers (GET /api/ready): the database and the file storage are checked. Usage limits and the daily budget prevent overload.",
      housekeeping:
        "Automatic erasure: every {interval} the server removes what has passed its period (conversation texts, inquiries dealt with, sessions, failed sign-ins, invitations, audit entries).",
      minimisation: "Voice recordings are never stored, conversation texts only with consent; the crisis check stores no text.",
      euOn: "REQUIRE_EU_PROCESSING is on: the server does not start with a provider endpoint outside the EU.",
      euOff: "REQUIRE_EU_PROCESSING is off: the server does not check at start whether every endpoint processes in the EU.",
      console:
        "The admin area shows the providers' places of processing, failed sign-ins, the audit log and the state of the backups.",
    },
    manual: {
      heading: "5. To be completed by the controller",
      intro: "What the software cannot know. Add it before you approve the record:",
      items: [
        "Processing agreements (Art. 28 GDPR) with every provider in section 2, with their date; for transfers to third countries, the safeguards agreed.",
        "Places of processing marked “unknown”: check them in the provider's contract.",
        "Retention periods at the providers (AI, speech, e-mail, file storage, hosting).",
        "A period for erasing the counts per conversation, ratings and crisis events.",
        "How long the hosting's log collection keeps the server logs.",
        "Whether a data protection impact assessment is needed (Art. 35 GDPR): the chat may hold health data and uses AI; its result and date.",
        "Measures outside the software: encryption of disks and backups, TLS at the proxy, access to the data centre, operating system updates, firewall, access to the server, staff bound to confidentiality.",
        "Processing outside this software: mailboxes, appointment booking, accounting, customer management.",
        "A procedure for regularly testing the measures (Art. 32(1)(d) GDPR) and the date of the last test.",
      ],
    },
    footer:
      "Generated by {siteName}, {iso}. The file is self-contained (no content from elsewhere); a browser prints it or saves it as PDF, a word processor lets you complete it.",
  },
});
