import { defineTexts, type Lang } from "#shared/i18n";

/**
 * The accessibility statement (§ 14 BFSG with its Anlage 3), as data: the
 * page (routes/marketing/accessibility.tsx) only lays it out. When a check
 * finds a barrier, add it to LIMITATIONS in both languages and set
 * STATEMENT_REVISED to the day of the change; when one is fixed, remove it.
 * Decision 045 lists what the accessibility pass found and how it was done.
 */

/** The day the statement was first written (YYYY-MM-DD). */
export const STATEMENT_CREATED = "2026-11-29";
/** The day it was last revised (YYYY-MM-DD), printed as "Stand:" at its end. */
export const STATEMENT_REVISED = "2026-11-29";

/** One known barrier: where it is, what does not work, and how to get there all the same. */
export interface Limitation {
  title: string;
  barrier: string;
  alternative: string;
}

/** The barriers we know of, each in every language. */
export const LIMITATIONS: readonly Record<Lang, Limitation>[] = [
  {
    de: {
      title: "Sprachausgabe im Sprach-Chat",
      barrier:
        "Der Coach liest jede Antwort vor, auch Antworten auf geschriebene Nachrichten. Eine Einstellung, die die Sprachausgabe von vornherein abschaltet, gibt es noch nicht. Wer einen Screenreader nutzt, hört deshalb die Stimme des Coaches und den Screenreader zugleich.",
      alternative:
        "Schalten Sie die Website in Ihrem Browser stumm (in vielen Browsern über das Kontextmenü des Tabs). Jede Antwort erscheint trotzdem vollständig als Text im Gesprächsverlauf.",
    },
    en: {
      title: "Speech output in the voice chat",
      barrier:
        "The coach reads every answer aloud, including answers to typed messages. There is no setting yet that switches speech output off in advance, so screen reader users hear the coach's voice and their screen reader at the same time.",
      alternative:
        "Mute the website in your browser (in many browsers through the tab's context menu). Every answer still appears in full as text in the conversation.",
    },
  },
  {
    de: {
      title: "Spracheingabe",
      barrier:
        "Im Modus „Freihändig sprechen“ gilt schon eine Sprechpause von weniger als einer Sekunde als Ende Ihrer Nachricht; diese Zeit lässt sich nicht verlängern. Die Spracherkennung versteht zudem undeutliche oder ungewohnte Aussprache nicht immer richtig.",
      alternative:
        "Schreiben Sie Ihre Nachricht in das Textfeld unter dem Gesprächsverlauf. Dort gibt es kein Zeitlimit, und Sie können den Text vor dem Senden prüfen.",
    },
    en: {
      title: "Voice input",
      barrier:
        "In hands-free mode, a pause of less than a second already counts as the end of your message, and this time cannot be extended. Speech recognition also does not always understand unclear or unusual pronunciation correctly.",
      alternative:
        "Type your message into the text field below the conversation. There is no time limit there, and you can check the text before sending it.",
    },
  },
  {
    de: {
      title: "Freihändig sprechen mit Screenreader",
      barrier:
        "Im Modus „Freihändig sprechen“ hört der Coach über das Mikrofon zu. Spricht ein Screenreader über Lautsprecher, kann der Coach dessen Stimme für Ihre halten.",
      alternative:
        "Nutzen Sie Kopfhörer, oder starten Sie die Spracheingabe mit einem Klick auf den Button. Schreiben ist jederzeit möglich.",
    },
    en: {
      title: "Hands-free mode with a screen reader",
      barrier:
        "In hands-free mode the coach listens through the microphone. If a screen reader speaks through loudspeakers, the coach may take its voice for yours.",
      alternative: "Use headphones, or start voice input with a click on the button. You can type at any time.",
    },
  },
  {
    de: {
      title: "Schließen des eingebetteten Gesprächsfensters",
      barrier:
        "Schließen Sie das Gesprächsfenster auf einer anderen Website mit der Escape-Taste oder dem Schließen-Button, während der Coach spricht, spricht er weiter.",
      alternative: "Beenden Sie die Antwort vorher mit „Antwort stoppen“.",
    },
    en: {
      title: "Closing the embedded conversation window",
      barrier:
        "If you close the conversation window on another website with the Escape key or its close button while the coach is speaking, the coach keeps speaking.",
      alternative: "Stop the answer first with “Stop answer”.",
    },
  },
  {
    de: {
      title: "Hinweise im Sprach-Chat",
      barrier:
        "Den Hinweis, dass Ihr Browser keine eigene Stimme hat, sagen manche Screenreader möglicherweise nicht an. Erscheint neben dem Gesprächsverlauf die Krisenhilfe, wird sie nicht eigens angesagt; angesagt wird die Antwort des Coaches, die die Telefonnummern nennt.",
      alternative:
        "Jede Antwort steht als Text im Gesprächsverlauf; die Krisenhilfe mit den Telefonnummern folgt auf der Seite direkt nach dem Verlauf.",
    },
    en: {
      title: "Notices in the voice chat",
      barrier:
        "Some screen readers may not announce the notice that your browser has no voice of its own. When the crisis help appears beside the conversation, it is not announced separately; the coach's answer that names the phone numbers is.",
      alternative:
        "Every answer is there as text in the conversation; the crisis help with the phone numbers comes right after the conversation on the page.",
    },
  },
  {
    de: {
      title: "Whitepaper als PDF",
      barrier:
        "Das Whitepaper für Unternehmen (PDF, auf Deutsch und Englisch) ist kein getaggtes PDF: Überschriften, Lesereihenfolge und Sprache sind darin nicht ausgezeichnet, sodass Screenreader es nur als fortlaufenden Text vorlesen.",
      alternative:
        "Die wichtigsten Inhalte finden Sie auch auf der Seite „Lösungen für Unternehmen“. Auf Wunsch senden wir Ihnen den Text des Whitepapers per E-Mail.",
    },
    en: {
      title: "White paper as PDF",
      barrier:
        "The white paper for companies (PDF, in German and English) is not a tagged PDF: headings, reading order and language are not marked up, so screen readers read it only as running text.",
      alternative:
        "The most important content is also on the “Solutions for companies” page. On request, we send you the text of the white paper by e-mail.",
    },
  },
  {
    de: {
      title: "Terminbuchung",
      barrier:
        "Termine für ein Erstgespräch buchen Sie über einen externen Terminbuchungsdienst, der sich in einem neuen Tab öffnet. Dessen Barrierefreiheit haben wir nicht geprüft und können sie nicht beeinflussen.",
      alternative:
        "Vereinbaren Sie Ihren Termin per Telefon, per E-Mail oder über unser Kontaktformular; die Angaben stehen unter „Feedback und Kontaktangaben“.",
    },
    en: {
      title: "Booking an appointment",
      barrier:
        "Appointments for an initial call are booked through an external booking service that opens in a new tab. We have not tested its accessibility and cannot influence it.",
      alternative:
        "Arrange your appointment by phone, by e-mail or through our contact form; the details are under “Feedback and contact details”.",
    },
  },
];

/**
 * The bodies a visitor can turn to, by their German names (the English page marks them as German) and
 * their websites. No street address or phone: only what their own websites confirm.
 */
export const AUTHORITIES = {
  mlbf: {
    name: "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen",
    url: "https://www.mlbf-barrierefrei.de",
  },
  conciliation: {
    name: "Schlichtungsstelle nach dem Behinderten\u00ADgleichstellungs\u00ADgesetz",
    url: "https://www.schlichtungsstelle-bgg.de",
  },
} as const;

/** Headings and paragraphs of the statement; `{…}` are filled from site.config.json and the dates above. */
export const statementTexts = defineTexts({
  de: {
    service: {
      heading: "Allgemeine Beschreibung der Dienstleistung",
      what: "{company} bietet KI-gestütztes Mental Coaching für Unternehmen, Mental Coaches und ihre Klientinnen und Klienten an. Auf dieser Website informieren wir über unsere Angebote. Sie können uns über das Kontaktformular eine Anfrage senden, einen Termin für ein Erstgespräch vereinbaren und in der Live-Demo mit unserem KI-Coach sprechen oder schreiben. Unsere Kunden können den Coach außerdem als Sprach-Button in ihre eigenen Websites einbinden; das Gespräch läuft dann in einem Fenster unserer Website.",
      scope:
        "Diese Erklärung gilt für alle öffentlichen Seiten dieser Website auf Deutsch und Englisch, für das Kontaktformular, die Live-Demo und das eingebettete Gesprächsfenster. Sie gilt nicht für den Verwaltungsbereich unserer Geschäftskunden und nicht für die Websites, in die Kunden den Coach einbinden; für diese sind deren Betreiber verantwortlich.",
    },
    usage: {
      heading: "So nutzen Sie unsere Dienstleistung",
      items: [
        "Kontaktanfrage: „Kontakt“ in der Kopfzeile oder die Kontaktseite öffnet ein Formular mit Anrede, Name, Telefonnummer, E-Mail-Adresse und Nachricht. Pflichtfelder sind mit * gekennzeichnet; ungültige Eingaben meldet das Formular mit einem erklärenden Text. Wir antworten per E-Mail oder Telefon.",
        "Terminvereinbarung: Die Links zum Buchen eines Videocalls öffnen einen externen Terminbuchungsdienst in einem neuen Tab. Einen Termin können Sie ebenso per Telefon, E-Mail oder Kontaktformular vereinbaren.",
        "Live-Demo: Ein Klick auf den runden Button startet das Gespräch, der Coach begrüßt Sie. Ein weiterer Klick startet die Spracheingabe, ein Klick während der Aufnahme beendet sie. Statt zu sprechen können Sie jederzeit in das Textfeld schreiben. Jede Antwort erscheint als Text im Gesprächsverlauf und wird zusätzlich vorgelesen; „Antwort stoppen“ bricht sie ab. Ein Konto brauchen Sie nicht.",
      ],
    },
    requirements: {
      heading: "Anforderungen an die Barrierefreiheit und ihre Umsetzung",
      basis:
        "Maßgeblich sind das Barrierefreiheits\u00ADstärkungs\u00ADgesetz (BFSG) und die Verordnung zum Barrierefreiheits\u00ADstärkungs\u00ADgesetz (BFSGV). Technisch richten wir uns nach der harmonisierten europäischen Norm EN 301 549, die für Webinhalte die Konformitätsstufe AA der Web Content Accessibility Guidelines (WCAG) 2.1 zugrunde legt.",
      measuresIntro: "So setzen wir diese Anforderungen um:",
      measures: [
        "Jede Seite hat eine klare Überschriftenstruktur, benannte Bereiche wie Navigation und Hauptinhalt und als Erstes einen Link „Zum Inhalt springen“.",
        "Alle Bedienelemente sind mit der Tastatur erreichbar und bedienbar; der Fokus ist sichtbar.",
        "Formularfelder haben sichtbare Beschriftungen; Hinweise und Fehler erscheinen als Text und werden Screenreadern angesagt.",
        "Texte heben sich mit einem Kontrast von mindestens 4,5 : 1 vom Hintergrund ab.",
        "Die Sprache jeder Seite ist ausgezeichnet; alle Seiten gibt es auf Deutsch und auf Englisch.",
        "Im Sprach-Chat stehen der Zustand des Coaches (etwa „Aufnahme läuft“) und jede Antwort als Text auf der Seite und werden Screenreadern über Live-Regionen mitgeteilt.",
        "Die Animation im Hintergrund steht still, wenn Sie in Ihrem System reduzierte Bewegung eingestellt haben.",
        "Die Seiten passen sich der Bildschirmbreite an und sind auch auf Smartphones vollständig nutzbar.",
      ],
    },
    status: {
      heading: "Stand der Vereinbarkeit mit den Anforderungen",
      text: "Diese Website ist mit den Anforderungen an die Barrierefreiheit teilweise vereinbar. Die Einschränkungen sind im folgenden Abschnitt aufgeführt.",
    },
    limitations: {
      heading: "Nicht barrierefreie Inhalte",
      intro: "Die folgenden Inhalte sind nicht oder nicht vollständig barrierefrei:",
      alternative: "Alternative:",
      closing: "Wir arbeiten daran, diese Barrieren zu beseitigen.",
    },
    alternatives: {
      heading: "Alternativen zu gesprochener Sprache und zur Spracheingabe",
      intro: "Der Sprach-Chat setzt weder Hören noch Sprechen voraus:",
      items: [
        "Eingabe: Statt zu sprechen schreiben Sie Ihre Nachricht in das Textfeld und senden sie mit der Eingabetaste oder der Schaltfläche „Senden“. Ein Mikrofon ist dafür nicht nötig.",
        "Ausgabe: Jede Antwort des Coaches erscheint vollständig als Text im Gesprächsverlauf, auch wenn die Sprachausgabe ausfällt. Den Verlauf können Sie kopieren oder als Textdatei herunterladen.",
        "Zustand: Ob der Coach zuhört, antwortet oder spricht, steht als Text neben dem Button.",
        "Hilfe in Krisen: Krisentelefone erscheinen als Text mit anklickbaren Telefonnummern.",
      ],
    },
    feedback: {
      heading: "Feedback und Kontaktangaben",
      intro:
        "Ist Ihnen auf unserer Website eine Barriere aufgefallen, oder brauchen Sie Inhalte in einer anderen Form? Dann schreiben Sie uns oder rufen Sie uns an:",
      email: "E-Mail: ",
      phone: "Telefon: ",
      form: "Sie können uns auch über das {link} schreiben.",
      formLink: "Kontaktformular",
      details:
        "Beschreiben Sie bitte, auf welcher Seite und bei welcher Funktion die Barriere auftritt, und – wenn Sie mögen – welchen Browser und welche Hilfsmittel Sie verwenden. Wir bestätigen den Eingang Ihrer Meldung und teilen Ihnen mit, wie und bis wann wir die Barriere beseitigen oder Ihnen die Inhalte auf anderem Weg zugänglich machen.",
    },
    enforcement: {
      heading: "Marktüberwachung und Durchsetzungs\u00ADverfahren",
      authority:
        "Zuständig für die Überwachung der Barrierefreiheit von Dienstleistungen nach dem BFSG ist die {mlbf} (MLBF) mit Sitz in Magdeburg, Sachsen-Anhalt:",
      request:
        "Meinen Sie, dass unsere Dienstleistung die Anforderungen an die Barrierefreiheit nicht erfüllt, können Sie bei der MLBF beantragen, dass sie dagegen vorgeht (§ 32 BFSG). Sie können außerdem die {conciliation} anrufen, um den Streit außergerichtlich beizulegen (§ 34 BFSG):",
      first: "Am schnellsten helfen wir Ihnen, wenn Sie sich zuerst direkt an uns wenden.",
    },
    method: {
      heading: "Erstellung dieser Erklärung",
      created: "Diese Erklärung wurde am {date} erstellt.",
      how: "Sie beruht auf einer Selbstbewertung durch {company}. Unsere automatisierten Browsertests prüfen jede öffentliche Seite in beiden Sprachen, die Zustände der Live-Demo und das eingebettete Gesprächsfenster mit dem Prüfwerkzeug axe gegen die Regeln der WCAG 2.1 der Stufen A und AA. Weitere Tests bedienen das Gesprächsfenster allein mit der Tastatur und prüfen, was Screenreadern über Live-Regionen mitgeteilt wird; ob der Tastaturfokus sichtbar ist, haben wir anhand von Bildschirmfotos von Hand geprüft. Mit Screenreadern selbst haben wir noch nicht getestet.",
      review: "Wir überprüfen die Erklärung, wenn wir die Website wesentlich ändern, und passen sie an.",
    },
  },
  en: {
    service: {
      heading: "General description of the service",
      what: "{company} offers AI-supported mental coaching for companies, mental coaches and their clients. On this website we inform you about our offers. You can send us an inquiry through the contact form, arrange an appointment for an initial call and talk or write to our AI coach in the live demo. Our customers can also add the coach to their own websites as a voice button; the conversation then runs in a window of our website.",
      scope:
        "This statement applies to all public pages of this website in German and English, to the contact form, the live demo and the embedded conversation window. It does not apply to the administration area for our business customers, nor to the websites into which customers embed the coach; their operators are responsible for those.",
    },
    usage: {
      heading: "How to use our service",
      items: [
        "Inquiry: “Contact” in the header or the contact page opens a form with salutation, name, phone number, e-mail address and message. Required fields are marked with *; the form reports invalid entries with an explanatory text. We reply by e-mail or phone.",
        "Appointments: the links for booking a video call open an external booking service in a new tab. You can just as well arrange an appointment by phone, e-mail or through the contact form.",
        "Live demo: a click on the round button starts the conversation, and the coach greets you. Another click starts voice input, and a click while recording ends it. Instead of speaking you can type into the text field at any time. Every answer appears as text in the conversation and is also read aloud; “Stop answer” cancels it. You do not need an account.",
      ],
    },
    requirements: {
      heading: "Accessibility requirements and how we meet them",
      basis:
        "The applicable law is the German Accessibility Strengthening Act (BFSG) and its ordinance (BFSGV). Technically we follow the harmonised European standard EN 301 549, which for web content is based on conformance level AA of the Web Content Accessibility Guidelines (WCAG) 2.1.",
      measuresIntro: "This is how we meet these requirements:",
      measures: [
        "Every page has a clear heading structure, named regions such as navigation and main content, and a “Skip to content” link first.",
        "All controls can be reached and operated with the keyboard; the focus is visible.",
        "Form fields have visible labels; hints and errors appear as text and are announced to screen readers.",
        "Text stands out from its background with a contrast of at least 4.5:1.",
        "The language of every page is marked up; all pages exist in German and in English.",
        "In the voice chat, the coach's state (such as “Recording”) and every answer are shown as text on the page and announced to screen readers through live regions.",
        "The background animation stands still when you have chosen reduced motion in your system settings.",
        "The pages adapt to the width of the screen and can be used in full on smartphones too.",
      ],
    },
    status: {
      heading: "Compliance status",
      text: "This website is partially compliant with the accessibility requirements. The limitations are listed in the following section.",
    },
    limitations: {
      heading: "Non-accessible content",
      intro: "The following content is not, or not fully, accessible:",
      alternative: "Alternative:",
      closing: "We are working to remove these barriers.",
    },
    alternatives: {
      heading: "Alternatives to spoken language and voice input",
      intro: "The voice chat requires neither hearing nor speaking:",
      items: [
        "Input: instead of speaking, type your message into the text field and send it with the Enter key or the “Send” button. You do not need a microphone for this.",
        "Output: every answer of the coach appears in full as text in the conversation, even if speech output fails. You can copy the conversation or download it as a text file.",
        "State: whether the coach is listening, answering or speaking is shown as text next to the button.",
        "Help in a crisis: crisis helplines appear as text with phone numbers you can tap or click.",
      ],
    },
    feedback: {
      heading: "Feedback and contact details",
      intro:
        "Have you come across a barrier on our website, or do you need content in another form? Write to us or give us a call:",
      email: "E-mail: ",
      phone: "Phone: ",
      form: "You can also write to us through the {link}.",
      formLink: "contact form",
      details:
        "Please describe on which page and with which function the barrier occurs and – if you like – which browser and which assistive technology you use. We confirm that we have received your report and tell you how and by when we will remove the barrier or make the content available to you in another way.",
    },
    enforcement: {
      heading: "Market surveillance and enforcement procedure",
      authority:
        "The authority responsible for monitoring the accessibility of services under the BFSG is the {mlbf} (MLBF, the German federal states' market surveillance authority for the accessibility of products and services), based in Magdeburg, Saxony-Anhalt:",
      request:
        "If you believe that our service does not meet the accessibility requirements, you can ask the MLBF to take action (Section 32 BFSG). You can also turn to the conciliation body under the German Disability Equality Act ({conciliation}) to settle the dispute out of court (Section 34 BFSG):",
      first: "We can help you fastest if you contact us directly first.",
    },
    method: {
      heading: "How this statement was prepared",
      created: "This statement was prepared on {date}.",
      how: "It is based on a self-assessment by {company}. Our automated browser tests check every public page in both languages, the states of the live demo and the embedded conversation window with the axe testing tool against the WCAG 2.1 rules of levels A and AA. Further tests operate the conversation window with the keyboard alone and check what live regions tell screen readers; we checked by hand, on screenshots, that the keyboard focus is visible. We have not yet tested with screen readers themselves.",
      review: "We review this statement whenever we change the website substantially, and update it.",
    },
  },
});
