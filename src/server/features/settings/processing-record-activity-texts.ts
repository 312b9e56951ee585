import { defineTexts } from "#shared/i18n";

/**
 * The words of the record's processing activities (section 3 of processing-record.ts), German and
 * English: each activity's purposes, legal bases, data subjects, data, retention and measures.
 * Placeholders in braces are filled from the running configuration.
 */
export const activityTexts = defineTexts({
  de: {
    chat: {
      title: "Sprach- und Text-Chat mit dem KI-Coach",
      purposes: [
        "Nachrichten der Besucher im Coaching-Gespräch beantworten, getippt oder gesprochen, auch im Coach, den Kunden auf ihrer Website oder im Intranet einbetten",
        "Hinweise auf eine Krise erkennen und mit Krisentelefonen antworten",
        "Die Demo vor Missbrauch und unbegrenzten Kosten schützen (Nutzungsgrenzen und Tagesbudget)",
        "Die Nutzung ehrlich auswerten: Zahl der Gespräche, Bewertungen und Krisenantworten, ohne Text",
      ],
      legal: [
        "Art. 6 Abs. 1 lit. b und f DSGVO",
        "Gesundheitsdaten (Art. 9 DSGVO): ausdrückliche Einwilligung nach Art. 9 Abs. 2 lit. a DSGVO, erteilt mit dem Absenden der Nachricht; die Krisenprüfung dient dem Schutz lebenswichtiger Interessen (Art. 9 Abs. 2 lit. c DSGVO)",
      ],
      subjects: [
        "Besucher der Website, die den Coach nutzen",
        "Nutzer des eingebetteten Coaches auf Websites und im Intranet von Kunden, etwa deren Beschäftigte",
        "Der Coach ist für Menschen ab {age} Jahren gedacht; jüngere können ihn trotzdem erreichen.",
      ],
      data: [
        "Texte der Nachrichten und der letzten Gesprächsbeiträge, nur im Arbeitsspeicher, solange die Antwort entsteht",
        "Besondere Kategorien (Art. 9 DSGVO): Angaben zur psychischen und körperlichen Gesundheit, die Besucher von sich aus schreiben oder sagen",
        "Zufällige, vom Server signierte Besucherkennung (Cookie „mc_visitor“) und ein mit geheimem Schlüssel gebildeter Prüfwert (Hash) der IP-Adresse",
        "IP-Adresse in den Zählern der Nutzungsgrenzen",
        "Je Gespräch, ohne Text: Persona, Sprache, Zahl der Nachrichten, ob gesprochen oder getippt, ob und mit welcher Dringlichkeit eine Krisenantwort gegeben wurde, die Website der Einbettung und die freiwillige Sterne-Bewertung",
      ],
      voiceServer:
        "Sprachaufnahmen, die der Server vom Spracherkennungsdienst in Text umwandeln lässt; sie werden nicht gespeichert",
      voiceBrowser:
        "Sprachaufnahmen erreichen diesen Server nicht: Ohne Spracherkennung auf dem Server erkennt der Browser die Sprache selbst; Google Chrome etwa sendet die Aufnahme dafür an Google",
      offline:
        "Kein KI-Anbieter ist eingerichtet: Der eingebaute Offline-Coach antwortet auf diesem Server, und keine Nachricht verlässt ihn.",
      crisisMail: "Hinweise auf Krisenantworten an den Betreiber, ohne Nachrichtentext",
      retention: [
        "Nachrichtentexte und Sprachaufnahmen: nicht gespeichert (Gesprächstexte mit Einwilligung: Abschnitt 3.2)",
        "Cookie „mc_visitor“: {cookieDays} Tage; Prüfwert der IP-Adresse: {hashHours} Stunde; Zähler der Nutzungsgrenzen: bis ihr Zeitfenster endet, höchstens eine Stunde",
      ],
      retentionProviders: "Bei den KI-Anbietern: nach deren Vertragsbedingungen.",
      retentionCounts:
        "Zählungen je Gespräch, Bewertungen und Krisenereignisse (ohne Text): Die Software löscht sie nicht von selbst; Frist festlegen.",
      toms: [
        "Ohne Einwilligung werden weder Nachrichtentexte noch Sprachaufnahmen gespeichert.",
        "Krisenhinweise erkennt der Server selbst, ohne die Nachricht dafür an einen KI-Anbieter zu senden; gespeichert wird nur, dass und mit welcher Dringlichkeit eine Krisenantwort gegeben wurde.",
        "IP-Adressen werden nur als Prüfwert mit geheimem Schlüssel gespeichert, {hashHours} Stunde lang.",
        "Nutzungsgrenzen: {perMinute} Anfragen pro Minute je Client, ein Tagesbudget von {daily} Gesprächen für die ganze Website.",
        "Eingebettet wird der Coach nur auf den Websites, die der Kunde freigegeben hat; dort setzt er kein Cookie.",
      ],
    },
    transcripts: {
      title: "Gesprächstexte mit Einwilligung (Transkripte)",
      stateOn: "Eingeschaltet: Vor jedem Gespräch fragt der Coach, ob der Text gespeichert werden darf.",
      stateOff:
        "Derzeit ausgeschaltet: Es wird kein Gesprächstext gespeichert. Schaltet ein Inhaber das Speichern ein, gilt diese Tätigkeit wie beschrieben.",
      purposes: ["Die Qualität des Coaches prüfen und verbessern"],
      legal: [
        "Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und, für Gesundheitsdaten, ausdrückliche Einwilligung nach Art. 9 Abs. 2 lit. a DSGVO; das Kästchen dafür ist nicht vorausgewählt",
      ],
      subjects: ["Besucher und Nutzer des eingebetteten Coaches, die dem Speichern zugestimmt haben"],
      data: [
        "Nachrichten und Antworten des Coaches, vor dem Speichern von Kennungen bereinigt: Namen, E-Mail-Adressen, Telefonnummern, Anschriften, Wohnorte, IBANs und Geburtsdaten werden durch Platzhalter wie „[Name]“ ersetzt; der Filter erkennt nicht jede solche Angabe",
        "Besondere Kategorien (Art. 9 DSGVO): Gesundheitsangaben, die nach der Bereinigung im Text bleiben",
        "Persona, Sprache, Uhrzeit, ob gesprochen oder getippt, Bewertung, ob eine Krisenantwort gegeben wurde",
      ],
      readers: "nur Inhaber; jedes Lesen, Exportieren und Löschen steht im Änderungsprotokoll",
      retention: "Gesprächstexte: {days} nach dem Beitrag, dann automatisch gelöscht (Einstellung im Verwaltungsbereich).",
      retentionWithdraw:
        "Widerruft der Besucher seine Einwilligung im Gespräch oder danach im selben Browser, wird der Text sofort gelöscht; auf Anfrage löscht ein Inhaber ihn im Verwaltungsbereich.",
      toms: [
        "Einwilligung je Gespräch, Kästchen nicht vorausgewählt; Widerruf mit einem Klick.",
        "Kennungen werden vor dem Speichern durch Platzhalter ersetzt.",
        "Lesen nur für Inhaber; jeder Zugriff auf Texte wird protokolliert, bevor der Text ausgeliefert wird.",
      ],
    },
    inquiries: {
      title: "Kontaktformular und Anfragen",
      purposes: ["Anfragen von Interessenten beantworten und Angebote oder Verträge vorbereiten"],
      legal: ["Art. 6 Abs. 1 lit. b DSGVO; bei Anfragen ohne Bezug zu einem Vertrag Art. 6 Abs. 1 lit. f DSGVO"],
      subjects: ["Interessenten und Ansprechpersonen von Unternehmen, die das Kontaktformular senden"],
      data: [
        "Anrede, akademischer Titel, Name, Telefonnummer, E-Mail-Adresse, Nachricht, Sprache",
        "Das gewählte Angebot und die Reichweite sowie die Seite, von der aus geschrieben wurde",
        "Bearbeitungsstand (neu, in Bearbeitung, erledigt) und Zeitpunkt der Erledigung",
      ],
      mail: "jede Anfrage als E-Mail an das Postfach des Betreibers",
      readers: "Inhaber und Redakteure",
      retention:
        "Erledigte Anfragen: {days} nach der Erledigung automatisch gelöscht (Einstellung im Verwaltungsbereich). Offene Anfragen: bis sie erledigt sind.",
      retentionMail: "Kopien im E-Mail-Postfach des Betreibers: nach dessen eigenen Regeln.",
      toms: [
        "Höchstens fünf Anfragen je Client in zehn Minuten.",
        "Der Export als CSV entschärft Formeln und wird im Änderungsprotokoll vermerkt.",
      ],
    },
    accounts: {
      title: "Betreiberkonten, Anmeldung und Änderungsprotokoll",
      purposes: [
        "Zugang zum Verwaltungsbereich nur für berechtigte Personen, mit Rollen",
        "Anmeldeversuche erkennen und verlangsamen",
        "Nachvollziehen, wer was geändert, gelesen oder exportiert hat",
      ],
      legal: [
        "Art. 6 Abs. 1 lit. b DSGVO (Nutzung der Konten); Art. 6 Abs. 1 lit. f DSGVO (Sicherheit und Nachvollziehbarkeit); bei Beschäftigten zusätzlich die arbeitsrechtliche Grundlage",
      ],
      subjects: [
        "Betreiber: Inhaber und Redakteure des Verwaltungsbereichs",
        "Eingeladene Personen",
        "Personen, die sich anzumelden versuchen",
      ],
      data: [
        "E-Mail-Adresse, Name, Rolle, Passwort nur als Hash",
        "Sitzungen: Kennung nur als Hash, Browserkennung (User-Agent), letzte Aktivität, Ablaufzeit",
        "Fehlgeschlagene Anmeldungen: Zeitpunkt, IP-Adresse des Clients, eingegebenes Konto (nie das Passwort)",
        "Einladungen: E-Mail-Adresse, Rolle, einladendes Konto, Link nur als Hash",
        "Änderungsprotokoll: Zeitpunkt, Konto (Kennung und E-Mail-Adresse), Art der Handlung, Ziel und Namen geänderter Felder, nie deren Werte",
      ],
      mail: "Einladungslinks",
      readers: "Inhaber verwalten Konten; das Änderungsprotokoll sehen alle Betreiber",
      retention: [
        "Konten: bis ein Inhaber sie entfernt",
        "Sitzungen: bis zur Abmeldung, nach {idle} Minuten ohne Anfrage, spätestens nach {maxHours} Stunden",
        "Fehlgeschlagene Anmeldungen: {failedDays} Tage",
        "Einladungen: Link {inviteDays} Tage gültig; benutzte, zurückgezogene und abgelaufene Einladungen werden nach {inviteKeepDays} Tagen gelöscht",
        "Änderungsprotokoll: {auditDays} Tage",
      ],
      toms: [
        "Rollen Inhaber und Redakteur, vom Server bei jeder Anfrage geprüft; der letzte Inhaber kann nicht entfernt werden.",
        "Nach {freeFailures} Fehlversuchen wartet ein Client vor jedem weiteren Versuch länger, bis zu {maxDelay} Sekunden; das Konto wird nie gesperrt.",
        "Ein Protokolleintrag wird in derselben Transaktion geschrieben wie die Änderung: ohne Eintrag keine Änderung.",
      ],
    },
    knowledge: {
      title: "Wissensbasis (PDF-Dokumente)",
      purposes: ["Dem Coach Wissen geben: Angebote, Ansprechpersonen und Inhalte des Betreibers oder seiner Kunden"],
      legal: [
        "Art. 6 Abs. 1 lit. f DSGVO, soweit Dokumente personenbezogene Daten enthalten; je Dokument vom Verantwortlichen zu prüfen",
      ],
      subjects: [
        "Personen, die in den hochgeladenen Dokumenten genannt sind, etwa Ansprechpersonen",
        "Betreiber, die Dokumente hochladen",
      ],
      data: [
        "Inhalt der Dokumente, in Abschnitte zerlegt, mit Titel und Seitenzahl",
        "Das hochladende Konto",
        "Zahlenvektoren der Abschnitte, wenn eine Wissenssuche mit Embeddings eingerichtet ist",
      ],
      chatUse: "passende Abschnitte als Teil der Anfrage an das Sprachmodell",
      readers: "Inhaber und Redakteure",
      retention: [
        "Bis ein Betreiber das Dokument löscht; Datei, Abschnitte und Vektoren gehen mit ihm",
        "Gespeicherte Dateien ohne Dokument: nach {orphan}",
      ],
      toms: [
        "Nur PDF-Dateien, geprüft nach Inhalt und Größe (höchstens {maxMb} MB); der Text wird in einem eigenen Prozess mit Speichergrenze gelesen.",
      ],
    },
    backups: {
      title: "Datensicherung",
      purposes: [
        "Verfügbarkeit und Wiederherstellung nach einem physischen oder technischen Zwischenfall (Art. 32 Abs. 1 lit. c DSGVO)",
      ],
      legal: ["Art. 6 Abs. 1 lit. c in Verbindung mit Art. 32 DSGVO sowie Art. 6 Abs. 1 lit. f DSGVO"],
      subjects: ["Alle betroffenen Personen der Abschnitte 3.1 bis 3.5, soweit ihre Daten in der Datenbank stehen"],
      data: [
        "Die ganze Datenbank: Konten, Personas, Anfragen, Dokumente, Gesprächszählungen, Gesprächstexte und Änderungsprotokoll",
      ],
      uploadsLocal: "Die hochgeladenen Dateien der Wissensbasis",
      uploadsBucket: "Die Dateien der Wissensbasis liegen im Dateispeicher und sind nicht Teil der Sicherung.",
      place: "Sicherungsordner auf dem Server: {directory}",
      on: "Tägliche Sicherung eingeschaltet: Die {keep} neuesten planmäßigen Sicherungen bleiben, ältere werden gelöscht; gelöschte Daten bleiben also bis zu {keep} Tage lang in Sicherungen.",
      off: "Tägliche Sicherung ausgeschaltet (Einstellung im Verwaltungsbereich unter Datensicherung).",
      manual: "Von Hand erstellte Sicherungen bleiben, bis der Betreiber sie löscht.",
      postgres:
        "Die Datenbank ist PostgreSQL: Die Anwendung sichert sie nicht selbst. Verfahren, Ort und Aufbewahrung der Sicherungen mit den Werkzeugen von PostgreSQL (etwa pg_dump) beschreiben.",
      toms: [
        "Sicherungsdateien nur für den Benutzer des Servers lesbar (Dateirechte 600, Ordner 700), mit SHA-256-Prüfsumme jedes Teils; die Wiederherstellung prüft sie und ersetzt nichts, bevor die wiederhergestellte Datenbank geöffnet und gezählt ist.",
        "Die Anwendung verschlüsselt Sicherungen nicht: Verlassen sie den Server, verschlüsselt ablegen.",
      ],
    },
    logs: {
      title: "Server-Protokolle und Messwerte",
      purposes: ["Die Website sicher und stabil betreiben, Fehler und Angriffe erkennen"],
      legal: ["Art. 6 Abs. 1 lit. f DSGVO"],
      subjects: ["Alle Besucher der Website und Betreiber"],
      data: [
        "Protokollzeilen je Anfrage: Zeitpunkt, Methode, aufgerufene Adresse, Statuscode, Dauer und IP-Adresse; Cookies, Anmeldedaten, Schlüssel und Passwörter werden vorher entfernt",
      ],
      metricsOn:
        "Messwerte für Prometheus (METRICS_TOKEN gesetzt): nur Zähler und Dauern nach Art der Anfrage, nie eine Adresse, Kennung oder ein Text",
      metricsOff: "Messwerte: ausgeschaltet (kein METRICS_TOKEN)",
      retention:
        "Die Anwendung schreibt Protokolle nur auf die Standardausgabe und löscht selbst keine; die Datenschutzerklärung sagt höchstens 14 Tage zu. In der Protokollsammlung des Hostings so einstellen.",
      toms: ["Schlüssel, Passwörter und Zugangsdaten in Adressen werden aus jeder Protokollzeile entfernt."],
    },
  },
  en: {
    chat: {
      title: "Voice and text chat with the AI coach",
      purposes: [
        "Answering visitors' messages in the coaching conversation, typed or spoken, also in the coach that customers embed on their website or intranet",
        "Recognising signs of a crisis and answering with helplines",
        "Protecting the demo from abuse and unbounded costs (usage limits and daily budget)",
        "Counting use honestly: number of conversations, ratings and crisis answers, without text",
      ],
      legal: [
        "Art. 6(1)(b) and (f) GDPR",
        "Health data (Art. 9 GDPR): explicit consent under Art. 9(2)(a) GDPR, given by sending the message; the crisis check protects vital interests (Art. 9(2)(c) GDPR)",
      ],
      subjects: [
        "Visitors of the website who use the coach",
        "Users of the embedded coach on customers' websites and intranets, such as their employees",
        "The coach is meant for people aged {age} and over; younger people can still reach it.",
      ],
      data: [
        "Texts of the messages and the most recent turns, in memory only, while the answer is produced",
        "Special categories (Art. 9 GDPR): details of mental and physical health that visitors write or say of their own accord",
        "A random visitor id signed by the server (cookie “mc_visitor”) and a keyed hash of the IP address",
        "IP address in the counters of the usage limits",
        "Per conversation, without text: persona, language, number of messages, spoken or typed, whether and how urgent a crisis answer was given, the embedding website and the voluntary star rating",
      ],
      voiceServer: "Voice recordings the server has turned into text by the speech recognition service; they are not stored",
      voiceBrowser:
        "Voice recordings do not reach this server: without speech recognition on the server, the browser recognises speech itself; Google Chrome, for example, sends the recording to Google for it",
      offline: "No AI provider is configured: the built-in offline coach answers on this server, and no message leaves it.",
      crisisMail: "notices of crisis answers to the operator, without message text",
      retention: [
        "Message texts and voice recordings: not stored (conversation texts with consent: section 3.2)",
        "Cookie “mc_visitor”: {cookieDays} days; hash of the IP address: {hashHours} hour; counters of the usage limits: until their window ends, one hour at most",
      ],
      retentionProviders: "At the AI providers: under their contract terms.",
      retentionCounts:
        "Counts per conversation, ratings and crisis events (without text): the software does not delete them by itself; set a period.",
      toms: [
        "Without consent neither message texts nor voice recordings are stored.",
        "The server recognises signs of a crisis itself, without sending the message to an AI provider for it; it stores only that a crisis answer was given, and how urgent.",
        "IP addresses are stored only as a keyed hash, for {hashHours} hour.",
        "Usage limits: {perMinute} requests per minute per client, a daily budget of {daily} conversations for the whole site.",
        "The coach is embedded only on the websites the customer allowed; it sets no cookie there.",
      ],
    },
    transcripts: {
      title: "Conversation texts with consent (transcripts)",
      stateOn: "Switched on: before each conversation the coach asks whether its text may be stored.",
      stateOff:
        "Currently switched off: no conversation text is stored. When an owner switches storing on, this activity applies as described.",
      purposes: ["Checking and improving the quality of the coach"],
      legal: [
        "Consent under Art. 6(1)(a) GDPR and, for health data, explicit consent under Art. 9(2)(a) GDPR; its box is not ticked in advance",
      ],
      subjects: ["Visitors and users of the embedded coach who agreed to storing"],
      data: [
        "Messages and the coach's answers, cleaned of identifiers before they are stored: names, e-mail addresses, phone numbers, street addresses, places of residence, IBANs and dates of birth are replaced by placeholders such as “[Name]”; the filter does not catch every such detail",
        "Special categories (Art. 9 GDPR): health details that remain in the text after cleaning",
        "Persona, language, time, spoken or typed, rating, whether a crisis answer was given",
      ],
      readers: "owners only; every read, export and deletion is in the audit log",
      retention: "Conversation texts: {days} after the turn, then deleted automatically (setting in the admin area).",
      retentionWithdraw:
        "When visitors withdraw consent in the conversation, or later in the same browser, the text is deleted at once; on request an owner deletes it in the admin area.",
      toms: [
        "Consent per conversation, box not ticked in advance; withdrawal with one click.",
        "Identifiers are replaced by placeholders before storing.",
        "Reading for owners only; every access to texts is logged before the text is delivered.",
      ],
    },
    inquiries: {
      title: "Contact form and inquiries",
      purposes: ["Answering inquiries from prospective customers and preparing offers or contracts"],
      legal: ["Art. 6(1)(b) GDPR; for inquiries not related to a contract, Art. 6(1)(f) GDPR"],
      subjects: ["Prospective customers and contact persons of companies who send the contact form"],
      data: [
        "Salutation, academic title, name, phone number, e-mail address, message, language",
        "The offer and reach chosen and the page the form was sent from",
        "Status (new, in progress, done) and when it was marked done",
      ],
      mail: "each inquiry as an e-mail to the operator's mailbox",
      readers: "owners and editors",
      retention:
        "Inquiries dealt with: deleted automatically {days} after they were marked done (setting in the admin area). Open inquiries: until they are dealt with.",
      retentionMail: "Copies in the operator's mailbox: under its own rules.",
      toms: [
        "At most five inquiries per client in ten minutes.",
        "The CSV export defuses formulas and is recorded in the audit log.",
      ],
    },
    accounts: {
      title: "Operator accounts, sign-in and audit log",
      purposes: [
        "Access to the admin area for authorised people only, with roles",
        "Recognising and slowing down sign-in attempts",
        "Knowing who changed, read or exported what",
      ],
      legal: [
        "Art. 6(1)(b) GDPR (use of the accounts); Art. 6(1)(f) GDPR (security and accountability); for employees, also the basis under employment law",
      ],
      subjects: ["Operators: owners and editors of the admin area", "Invited people", "People who try to sign in"],
      data: [
        "E-mail address, name, role, password as a hash only",
        "Sessions: id as a hash only, browser identification (user agent), last activity, expiry",
        "Failed sign-ins: time, the client's IP address, the account as typed (never the password)",
        "Invitations: e-mail address, role, inviting account, link as a hash only",
        "Audit log: time, account (id and e-mail address), kind of action, target and the names of changed fields, never their values",
      ],
      mail: "invitation links",
      readers: "owners manage accounts; every operator sees the audit log",
      retention: [
        "Accounts: until an owner removes them",
        "Sessions: until sign-out, after {idle} minutes without a request, after {maxHours} hours at the latest",
        "Failed sign-ins: {failedDays} days",
        "Invitations: link valid for {inviteDays} days; used, withdrawn and expired invitations are deleted after {inviteKeepDays} days",
        "Audit log: {auditDays} days",
      ],
      toms: [
        "Roles owner and editor, checked by the server on every request; the last owner cannot be removed.",
        "After {freeFailures} failures a client waits longer before each further attempt, up to {maxDelay} seconds; the account is never locked.",
        "An audit entry is written in the same transaction as its change: no entry, no change.",
      ],
    },
    knowledge: {
      title: "Knowledge base (PDF documents)",
      purposes: ["Giving the coach knowledge: offers, contact persons and content of the operator or its customers"],
      legal: ["Art. 6(1)(f) GDPR where documents contain personal data; to be checked by the controller for each document"],
      subjects: ["People named in the uploaded documents, such as contact persons", "Operators who upload documents"],
      data: [
        "Content of the documents, split into passages, with title and page number",
        "The uploading account",
        "Vectors of the passages, when a knowledge search with embeddings is configured",
      ],
      chatUse: "matching passages as part of the request to the language model",
      readers: "owners and editors",
      retention: [
        "Until an operator deletes the document; file, passages and vectors go with it",
        "Stored files without a document: after {orphan}",
      ],
      toms: [
        "PDF files only, checked by content and size (at most {maxMb} MB); the text is read in a separate process with a memory limit.",
      ],
    },
    backups: {
      title: "Backups",
      purposes: ["Availability and restoration after a physical or technical incident (Art. 32(1)(c) GDPR)"],
      legal: ["Art. 6(1)(c) in conjunction with Art. 32 GDPR, and Art. 6(1)(f) GDPR"],
      subjects: ["Every data subject of sections 3.1 to 3.5 whose data are in the database"],
      data: [
        "The whole database: accounts, personas, inquiries, documents, conversation counts, conversation texts and the audit log",
      ],
      uploadsLocal: "The uploaded files of the knowledge base",
      uploadsBucket: "The knowledge base's files are in the file storage and not part of the backup.",
      place: "Backup folder on the server: {directory}",
      on: "Daily backup switched on: the {keep} newest scheduled backups are kept, older ones are deleted; deleted data therefore stay in backups for up to {keep} days.",
      off: "Daily backup switched off (setting in the admin area under Backups).",
      manual: "Backups taken by hand stay until the operator deletes them.",
      postgres:
        "The database is PostgreSQL: the application does not back it up itself. Describe procedure, place and retention of the backups made with PostgreSQL's tools (such as pg_dump).",
      toms: [
        "Backup files readable by the server's user only (file mode 600, folder 700), with a SHA-256 checksum of each part; a restore checks them and replaces nothing before the restored database has been opened and counted.",
        "The application does not encrypt backups: store them encrypted wherever they leave the server.",
      ],
    },
    logs: {
      title: "Server logs and metrics",
      purposes: ["Running the website securely and reliably, recognising errors and attacks"],
      legal: ["Art. 6(1)(f) GDPR"],
      subjects: ["Every visitor of the website, and the operators"],
      data: [
        "Log lines per request: time, method, address requested, status code, duration and IP address; cookies, credentials, keys and passwords are removed first",
      ],
      metricsOn:
        "Metrics for Prometheus (METRICS_TOKEN set): only counts and durations by kind of request, never an address, id or text",
      metricsOff: "Metrics: switched off (no METRICS_TOKEN)",
      retention:
        "The application writes logs to standard output only and deletes none itself; the privacy policy promises 14 days at most. Set the hosting's log collection to that.",
      toms: ["Keys, passwords and credentials in addresses are removed from every log line."],
    },
  },
});
