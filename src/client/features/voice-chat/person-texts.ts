import { defineTexts } from "#shared/i18n";

/** Texts of a person behind the coach in the panel (decision 046): the offer, the consent, the handover. */
export const personTexts = defineTexts({
  de: {
    talkToPerson: "Mit einem Menschen sprechen",
    consentHeading: "Darf eine Person aus unserem Team dazukommen?",
    consentText:
      "Wenn du zustimmst, liest eine Person aus unserem Team dieses Gespräch bis hierhin und schreibt dir dann hier. Solange sie schreibt, antwortet die KI nicht. Sagst du nein, wird nichts weitergegeben – die Hilfsnummern bleiben für dich da.",
    yes: "Ja, sie darf mitlesen und mir schreiben",
    no: "Nein, danke",
    declined: "In Ordnung, es wird nichts weitergegeben. Du kannst einfach weiterschreiben.",
    waiting: "Wir fragen jemanden aus unserem Team. Das kann bis zu {seconds} Sekunden dauern.",
    held: "{name} aus unserem Team schreibt dir jetzt.",
    heldHint: "Die KI antwortet nicht, solange {name} dir schreibt.",
    missed:
      "Gerade konnte leider niemand aus unserem Team übernehmen. Die KI ist weiter für dich da, und unter den Nummern unten hört dir rund um die Uhr ein Mensch zu.",
    returned: "{name} hat das Gespräch an {persona} zurückgegeben. Du schreibst jetzt wieder mit der KI.",
    ended: "{name} hat das Gespräch beendet. Pass gut auf dich auf.",
    failed: "Das hat gerade nicht geklappt. Bitte versuche es noch einmal.",
    fromTeam: "{name} · aus unserem Team",
    person: "ein Mensch",
    typing: "{name} schreibt …",
  },
  en: {
    talkToPerson: "Talk to a person",
    consentHeading: "May a person from our team join you?",
    consentText:
      "If you agree, a person from our team reads this conversation so far and then writes to you here. While they write, the AI stays silent. If you say no, nothing is shared – the help numbers stay here for you.",
    yes: "Yes, they may read along and write to me",
    no: "No, thank you",
    declined: "All right, nothing is shared. You can simply keep writing.",
    waiting: "We're asking someone from our team. This can take up to {seconds} seconds.",
    held: "{name} from our team is writing to you now.",
    heldHint: "The AI stays silent while {name} is writing to you.",
    missed:
      "I'm sorry, nobody from our team could take over just now. The AI is still here for you, and at the numbers below a person listens around the clock.",
    returned: "{name} has handed the conversation back to {persona}. You're writing with the AI again.",
    ended: "{name} has ended the conversation. Take good care of yourself.",
    failed: "That didn't work just now. Please try again.",
    fromTeam: "{name} · from our team",
    person: "a person",
    typing: "{name} is typing …",
  },
});
