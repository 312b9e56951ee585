import { defineTexts } from "#shared/i18n";

/** Features page: three categories, two items each. Figures are the operator's example claims. */
export const featuresTexts = defineTexts({
  de: {
    demoSoon: "Demo folgt",
    tryDemo: "Live-Demo ausprobieren",
    exampleLabel: "Beispielwert",
    exampleNote:
      "Mit „Beispielwert“ gekennzeichnete Zahlen sind Zielwerte aus Pilotgesprächen und keine unabhängig geprüften Studienergebnisse.",
    benefits: "Vorteile",
    categories: [
      {
        title: "Kernfunktionen",
        items: [
          {
            title: "KI-Sprachcoach",
            /** The one feature with a working demo: its button leads there. */
            liveDemo: true,
            description:
              "Ein Coach, mit dem man spricht wie mit einem Menschen: Er hört zu, fasst zusammen und stellt eine hilfreiche Rückfrage – per Mikrofon oder Text.",
            benefits: [
              "Rund um die Uhr erreichbar",
              "Antworten in drei bis vier gut vorlesbaren Sätzen",
              "Stützt sich auf geprüfte Inhalte Ihrer Wissensdatenbank",
            ],
            stat: "3 von 4 Testpersonen fühlten sich nach dem Gespräch entlasteter",
          },
          {
            title: "Stress-Check im Gespräch",
            description:
              "Der Coach fragt nach Belastung, Schlaf und Energie und greift die Antworten auf. Er leitet nichts aus der Stimme ab – die Einschätzung kommt von Ihnen selbst.",
            benefits: [
              "Selbsteinschätzung statt verdeckter Analyse",
              "Konkrete nächste Schritte",
              "Hinweis auf menschliche Hilfe bei ernster Belastung",
            ],
            stat: "In 5 Minuten zu einer ersten Einordnung",
          },
        ],
      },
      {
        title: "Gesundheits\u00adförderung",
        items: [
          {
            title: "Achtsamkeits\u00adübungen",
            description:
              "Kurze, angeleitete Übungen für zwischendurch: Atemtechniken, Body-Scan und kleine Pausen, die in jeden Arbeitstag passen.",
            benefits: ["Übungen von 1 bis 10 Minuten", "Gesprochen oder zum Mitlesen", "Ohne Vorkenntnisse nutzbar"],
            stat: "Ø 4 Übungen pro Person und Woche in Pilotteams",
          },
          {
            title: "Schlafoptimierung",
            description:
              "Der Coach begleitet beim Aufbau einer Abendroutine und hilft, kreisende Gedanken vor dem Einschlafen abzulegen.",
            benefits: ["Persönliche Abendroutine", "Tipps zur Schlafhygiene", "Erinnerung an kleine Gewohnheiten"],
            stat: "20 % schnelleres Einschlafen nach vier Wochen",
          },
        ],
      },
      {
        title: "Unternehmens\u00adwerkzeuge",
        items: [
          {
            title: "Anonymes Mitarbeiter-Feedback",
            description: "Mitarbeitende geben offen Rückmeldung, ohne dass Antworten einer Person zugeordnet werden können.",
            benefits: [
              "Anonym ab der ersten Antwort",
              "Themen statt Einzelaussagen",
              "Auswertung erst ab einer Mindestgruppengröße",
            ],
            stat: "Doppelt so viele Rückmeldungen wie bei Papierumfragen",
          },
          {
            title: "Anonymisiertes Team-Gesundheits\u00admonitoring",
            description:
              "Führungskräfte sehen aggregierte Trends zu Belastung und Wohlbefinden ihres Teams – nie Daten einzelner Personen.",
            benefits: [
              "Frühwarnsignale für Überlastung",
              "Nur aggregierte, anonymisierte Werte",
              "Grundlage für gezielte Maßnahmen",
            ],
            stat: "Überlastung im Schnitt 6 Wochen früher erkannt",
          },
        ],
      },
    ],
  },
  en: {
    demoSoon: "Demo coming soon",
    tryDemo: "Try the live demo",
    exampleLabel: "Example figure",
    exampleNote:
      "Figures marked “Example figure” are target values from pilot conversations, not independently verified study results.",
    benefits: "Benefits",
    categories: [
      {
        title: "Core functions",
        items: [
          {
            title: "AI voice coach",
            liveDemo: true,
            description:
              "A coach you talk to like a person: it listens, sums up and asks a helpful follow-up question – by microphone or text.",
            benefits: [
              "Available around the clock",
              "Answers in three to four sentences that read well aloud",
              "Draws on vetted content from your knowledge base",
            ],
            stat: "3 out of 4 test users felt relieved after the conversation",
          },
          {
            title: "Stress check in conversation",
            description:
              "The coach asks about strain, sleep and energy and takes up the answers. It infers nothing from your voice – the assessment comes from you.",
            benefits: [
              "Self-assessment instead of hidden analysis",
              "Concrete next steps",
              "Points to human help when the strain is serious",
            ],
            stat: "A first assessment in 5 minutes",
          },
        ],
      },
      {
        title: "Health promotion",
        items: [
          {
            title: "Mindfulness exercises",
            description:
              "Short guided exercises for in between: breathing techniques, body scan and small breaks that fit into any working day.",
            benefits: ["Exercises from 1 to 10 minutes", "Spoken or to read along", "No prior experience needed"],
            stat: "Avg. 4 exercises per person per week in pilot teams",
          },
          {
            title: "Sleep optimisation",
            description: "The coach helps build an evening routine and lets you put racing thoughts aside before falling asleep.",
            benefits: ["Personal evening routine", "Sleep hygiene tips", "Reminders of small habits"],
            stat: "20% faster falling asleep after four weeks",
          },
        ],
      },
      {
        title: "Enterprise tools",
        items: [
          {
            title: "Anonymous employee feedback",
            description: "Employees give open feedback without answers being traceable to a person.",
            benefits: [
              "Anonymous from the first answer",
              "Topics instead of individual statements",
              "Evaluated only above a minimum group size",
            ],
            stat: "Twice as much feedback as with paper surveys",
          },
          {
            title: "Anonymised team health monitoring",
            description: "Managers see aggregated trends in their team's strain and well-being – never data of individuals.",
            benefits: ["Early warning signs of overload", "Only aggregated, anonymised values", "A basis for targeted measures"],
            stat: "Overload detected 6 weeks earlier on average",
          },
        ],
      },
    ],
  },
});
