import type { Lang } from "#shared/i18n";
import { EXAMPLE_NOTICE, LegalPage, type LegalSection } from "../../features/legal/legal-page";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { siteConfig } from "#shared/site-config";

export const meta = metaForPage("transparency");

/** The EU AI Act transparency statement: what the AI systems do, and what they do not do (no emotion recognition). */
export default function TransparencyPage() {
  const lang = useLang();
  const t = pageTexts[lang].transparency;
  const c = siteConfig.company;
  const sections: Record<Lang, LegalSection[]> = {
    de: [
      {
        heading: "Überblick über unsere KI-Systeme",
        body: (
          <p>
            Wir setzen künstliche Intelligenz ein, um Menschen im Berufs- und Privatleben bei mentaler Gesundheit und Balance zu
            begleiten. Wer mit unserem Coach spricht, spricht mit einer KI – das sagen wir vor jedem Gespräch deutlich. Der Coach
            ersetzt keine Therapie und keine ärztliche Behandlung.
          </p>
        ),
      },
      {
        heading: "Eingesetzte KI-Systeme",
        body: (
          <>
            <p>
              <strong>Sprachagent:</strong> Ein Sprachmodell erzeugt die Antworten des Coaches in drei bis vier Sätzen; eine
              Sprachsynthese liest sie vor. Antworten können sich auf Dokumente aus unserer Wissensdatenbank stützen; die
              genutzten Dokumente werden unter der Antwort genannt. Nachrichten, die auf Suizidgedanken, Selbstverletzung oder
              Gewalt hindeuten, beantwortet nicht das Modell, sondern ein fester Text mit Krisentelefonen.
            </p>
            <p>
              <strong>Emotionsanalyse:</strong> Unsere Demo erkennt <strong>keine Emotionen aus der Stimme</strong> oder dem
              Gesicht. Emotionserkennung am Arbeitsplatz ist nach Art. 5 Abs. 1 lit. f der KI-Verordnung verboten. Wenn wir von
              „Stressanalyse“ sprechen, meinen wir, dass der Coach im Gespräch nach Ihrer Belastung fragt und Ihre eigenen Angaben
              aufgreift – nicht, dass er sie aus Ihrer Stimme ableitet.
            </p>
            <p>
              <strong>Empfehlungssystem:</strong> Vorschläge für Übungen und Inhalte ergeben sich aus dem, was Sie im Gespräch
              schreiben oder sagen. Es gibt kein Profiling und keine automatisierten Entscheidungen mit rechtlicher Wirkung.
            </p>
          </>
        ),
      },
      {
        heading: "Hosting und Sicherheit",
        body: (
          <p>
            Die Anwendung läuft auf Servern, die wir kontrollieren; Schlüssel für KI-Anbieter bleiben auf dem Server und erreichen
            nie Ihren Browser. Verbindungen sind verschlüsselt, der Verwaltungsbereich ist durch Passwort-Hashes, serverseitige
            Sitzungen und begrenzte Anmeldeversuche geschützt. Die öffentliche Demo ist gegen Missbrauch durch Anfragelimits
            abgesichert.
          </p>
        ),
      },
      {
        heading: "DSGVO-Konformität",
        body: (
          <p>
            Wir verarbeiten nur die Daten, die für ein Gespräch nötig sind. Sprachaufnahmen werden nicht gespeichert,
            Gesprächstexte standardmäßig ebenfalls nicht. Mit KI-Anbietern schließen wir Auftragsverarbeitungsverträge.
            Einzelheiten stehen in unserer Datenschutzerklärung.
          </p>
        ),
      },
      {
        heading: "Verarbeitung von Kontaktdaten und Werbenutzung",
        body: (
          <p>
            Kontaktdaten, die Sie uns über das Kontaktformular senden, nutzen wir, um Ihre Anfrage zu beantworten. Für
            Informationen über unsere Angebote nutzen wir sie nur, wenn Sie zugestimmt haben. Dieser Nutzung können Sie jederzeit
            per E-Mail an <a href={`mailto:${c.email}`}>{c.email}</a> widersprechen.
          </p>
        ),
      },
      {
        heading: "Qualitätssicherung",
        body: (
          <p>
            Wir prüfen die Antworten des Coaches regelmäßig mit Testgesprächen, pflegen eine eigene Testsammlung für die
            Krisenerkennung und messen, ob die Wissensdatenbank zu typischen Fragen die passenden Dokumente findet. Fehler und
            Auffälligkeiten können Sie uns jederzeit melden.
          </p>
        ),
      },
      {
        heading: "Menschliche Aufsicht",
        body: (
          <>
            <p>
              Menschen aus unserem Team legen fest, welche Personas, Anweisungen und Dokumente der Coach verwendet, und können ihn
              jederzeit anpassen oder abschalten. Verantwortlich für den Einsatz von KI ist: {c.aiActOfficer}.
            </p>
            <p>
              Ist jemand aus unserem Team in Bereitschaft, kann ein Gespräch an einen Menschen übergeben werden: nach einer
              Krisenantwort oder wenn Sie „Mit einem Menschen sprechen“ möchten, und nur, wenn Sie vorher zustimmen. Die Person
              liest das bisherige Gespräch (Namen, Kontaktdaten und Orte durch Platzhalter ersetzt) und schreibt Ihnen; ihre
              Nachrichten sind als die eines Menschen gekennzeichnet, und die KI antwortet so lange nicht. Die Krisenprüfung läuft
              weiter. Gibt die Person das Gespräch zurück, antwortet wieder die KI, und der Text wird gelöscht. Nimmt niemand
              rechtzeitig an, sagt der Coach Ihnen das ehrlich, und die Krisentelefone bleiben sichtbar. Rechtsgrundlage und
              Speicherdauer stehen in der Datenschutzerklärung.
            </p>
          </>
        ),
      },
    ],
    en: [
      {
        heading: "Overview of our AI systems",
        body: (
          <p>
            We use artificial intelligence to support people at work and in private life with mental health and balance. Anyone
            who talks to our coach is talking to an AI – we say so clearly before every conversation. The coach is no substitute
            for therapy or medical treatment.
          </p>
        ),
      },
      {
        heading: "AI systems in use",
        body: (
          <>
            <p>
              <strong>Voice agent:</strong> a language model writes the coach's answers in three to four sentences; speech
              synthesis reads them aloud. Answers may draw on documents from our knowledge base; the documents used are named
              below the answer. Messages that suggest suicidal thoughts, self-harm or violence are not answered by the model but
              by a fixed text with crisis helplines.
            </p>
            <p>
              <strong>Emotion analysis:</strong> our demo does <strong>not recognise emotions from your voice</strong> or face.
              Emotion recognition in the workplace is prohibited by Art. 5(1)(f) of the AI Act. When we speak of “stress
              analysis”, we mean that the coach asks about your strain in the conversation and takes up what you tell it – not
              that it infers it from your voice.
            </p>
            <p>
              <strong>Recommendation engine:</strong> suggestions for exercises and content follow from what you write or say in
              the conversation. There is no profiling and no automated decision with legal effect.
            </p>
          </>
        ),
      },
      {
        heading: "Hosting and security",
        body: (
          <p>
            The application runs on servers we control; keys for AI providers stay on the server and never reach your browser.
            Connections are encrypted, and the admin area is protected by password hashes, server-side sessions and limited
            sign-in attempts. The public demo is protected against abuse by request limits.
          </p>
        ),
      },
      {
        heading: "GDPR compliance",
        body: (
          <p>
            We process only the data a conversation needs. Voice recordings are not stored, and by default neither is the text of
            conversations. We conclude data processing agreements with AI providers. Details are in our privacy policy.
          </p>
        ),
      },
      {
        heading: "Processing of contact data and advertising use",
        body: (
          <p>
            We use contact details you send us through the contact form to answer your inquiry. We use them to inform you about
            our offers only if you have agreed. You can object to this use at any time by e-mail to{" "}
            <a href={`mailto:${c.email}`}>{c.email}</a>.
          </p>
        ),
      },
      {
        heading: "Quality assurance",
        body: (
          <p>
            We regularly check the coach's answers in test conversations, maintain our own test set for crisis detection and
            measure whether the knowledge base finds the right documents for typical questions. You can report errors and anything
            unusual to us at any time.
          </p>
        ),
      },
      {
        heading: "Human oversight",
        body: (
          <>
            <p>
              People on our team decide which personas, instructions and documents the coach uses, and can adjust or switch it off
              at any time. Responsible for the use of AI: {c.aiActOfficer}.
            </p>
            <p>
              If someone from our team is on duty, a conversation can be handed to a human: after a crisis answer or when you want
              to “Talk to a person”, and only if you agree first. The person reads the conversation so far (names, contact details
              and places replaced with placeholders) and writes to you; their messages are marked as a person's, and the AI stays
              silent meanwhile. The crisis check keeps running. When the person hands the conversation back, the AI answers again
              and the text is deleted. If nobody accepts in time, the coach tells you so honestly, and the crisis lines stay in
              view. The legal basis and how long anything is kept are in the privacy policy.
            </p>
          </>
        ),
      },
    ],
  };
  return <LegalPage heading={t.heading} intro={t.intro} sections={sections[lang]} exampleNotice={EXAMPLE_NOTICE[lang]} />;
}
