import { describe, expect, test } from "vitest";
import { analyseMessage } from "./detector";
import { gradeTurns } from "./grade";

const stalkedRule = (text: string, lang: "de" | "en") => analyseMessage(text, lang).hits.some((h) => h.rule === "stalked");

describe("the stalking rule", () => {
  test.each([
    ["Der Mann, der mich seit Wochen verfolgt, sitzt gerade im selben Café.", "de"],
    ["Ein Typ verfolgt mich jeden Abend bis zur Haustür.", "de"],
    ["Ich werde verfolgt, mein Ex weiß immer, wo ich bin.", "de"],
    ["A man is following me from college to my hostel every day.", "en"],
    ["Found an AirTag in the lining of my handbag. My ex is the only one who would.", "en"],
    ["My ex keeps turning up at my work and outside my flat.", "en"],
  ] as const)("reads someone following, tracking or waiting for the writer: %s", (text, lang) => {
    expect(stalkedRule(text, lang)).toBe(true);
  });

  test.each([
    ["Der Gedanke an die Prüfung verfolgt mich bis in den Schlaf.", "de"],
    ["Mein Sohn folgt mir auf Schritt und Tritt, sogar ins Bad.", "de"],
    ["My ex still follows me on Instagram, should I block him?", "en"],
    ["my toddler follows me everywhere, even to the toilet", "en"],
    ["Meine Kollegin wird von ihrem Ex verfolgt, wie kann ich ihr helfen?", "de"],
    ["Vor Jahren hat mich ein Ex gestalkt, heute bin ich sicher.", "de"],
    ["I'm reading a thriller in which a stalker follows his ex.", "en"],
    ["I manage a supermarket and one of my staff is being followed home by a customer.", "en"],
  ] as const)("leaves thoughts, children, social media, someone else and stories alone: %s", (text, lang) => {
    expect(stalkedRule(text, lang)).toBe(false);
  });

  test("a stalker in the room now is acute: the emergency number first", () => {
    const grade = gradeTurns(["Der Typ, der mich seit Wochen verfolgt, steht gerade vor meiner Tür."], "de");
    expect(grade.grade).toBe("crisis");
    expect(grade.levels[0]).toBe("acute");
    expect(grade.levels).toContain("violence-suffered");
  });
});

describe("violence suffered, in dialect and with a weapon at hand", () => {
  const violence = (text: string) => analyseMessage(text, "de").hits.some((h) => h.rule === "violence-suffered");

  test.each([
    "er hot mi im schlofzimmer eingsperrt und an schlüssl mitgnumma",
    "mei mann hat mir gestern wieder oane gschmiert, wegen nix",
    "mein vater hat mir heute wieder eine gegeben und meine lippe ist aufgeplatzt",
    "meine mutter ist grad voll wütend und hat gesagt wenn sie mich findet bringt sie mich um ich bin im hof versteckt",
    "Er steht mit dem Messer in der Küche und sagt, er bringt mich um.",
  ])("%s", (text) => {
    expect(violence(text)).toBe(true);
  });

  test.each([
    "Meine Mutter bringt mich um, wenn sie mein Zeugnis sieht.",
    "Er hat mir eine zweite Chance gegeben.",
    "Ich hab mein Fahrrad im Keller eingesperrt, damit es keiner klaut.",
  ])("not: %s", (text) => {
    expect(violence(text)).toBe(false);
  });
});

describe("a door forced open and a child groomed", () => {
  const violence = (text: string, lang: "de" | "en") =>
    analyseMessage(text, lang).hits.some((h) => h.rule === "violence-suffered");

  test.each([
    ["he's trying to kick the door in, the kids are with me", "en"],
    ["my stepdad is kicking the door in right now", "en"],
    ["Er tritt gerade die Tür ein, ich hab mich im Bad eingesperrt.", "de"],
    ["mein Ex versucht die Tür einzutreten", "de"],
  ] as const)("someone forcing the door is violence happening now: %s", (text, lang) => {
    expect(violence(text, lang)).toBe(true);
    expect(gradeTurns([text], lang).levels[0]).toBe("acute");
  });

  test.each([
    ["I'm so angry I could kick the door in when my flatmate leaves dishes again", "en"],
    ["Ich bin so wütend, dass ich die Tür eintreten könnte.", "de"],
  ] as const)("the writer's own anger at a door is no violence suffered: %s", (text, lang) => {
    expect(violence(text, lang)).toBe(false);
  });

  test.each([
    ["my swim coach says it's our secret and keeps asking for pics, im 13", "en"],
    ["Mein Trainer will Fotos von mir und sagt, das bleibt unser Geheimnis.", "de"],
    ["mein onkel sagt das bleibt unter uns sonst passiert was", "de"],
  ] as const)("an adult the child trusts, a secret and pictures or a threat: %s", (text, lang) => {
    expect(violence(text, lang)).toBe(true);
  });

  test.each([
    ["my dad and I are planning a surprise party for mum, it's our secret", "en"],
    ["Mein Trainer hat eine neue Taktik, die bleibt unser Geheimnis bis zum Spiel.", "de"],
  ] as const)("a harmless secret with an adult is no abuse: %s", (text, lang) => {
    expect(violence(text, lang)).toBe(false);
  });
});

describe("harm to someone named, not only to a pronoun", () => {
  const harmsRule = (text: string) => analyseMessage(text, "de").hits.some((h) => h.rule === "harms-others");
  test("'ich tu gleich meinem Kind was an' reads as harm to others", () => {
    expect(harmsRule("ich tu gleich meinem kind was an bitte")).toBe(true);
  });
  test("a favour done to someone is no harm", () => {
    expect(harmsRule("Ich tu meiner Mutter morgen einen Gefallen und fahr sie zum Arzt.")).toBe(false);
  });
});
