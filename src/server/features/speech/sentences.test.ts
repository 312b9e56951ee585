import { describe, expect, test } from "vitest";
import { SentenceSplitter, splitSentences, type SplitterOptions } from "#shared/text/sentences";

/** Feeds `tokens` one by one. */
function feed(tokens: string[], options?: SplitterOptions): string[] {
  const s = new SentenceSplitter(options);
  return [...tokens.flatMap((t) => s.push(t)), ...s.flush()];
}

/**
 * The same pieces however the text is cut into tokens: whole, in words with
 * the space in front (as OpenAI streams) or behind, and in fixed-size chunks
 * that never split a run of marks such as "?!" or "..." (providers send those
 * as one token; see the last test for what happens otherwise).
 */
function expectSplit(text: string, expected: string[], options?: SplitterOptions) {
  expect(feed([text], options), "whole").toEqual(expected);
  expect(feed(text.match(/\s*\S+/g) ?? [], options), "leading-space words").toEqual(expected);
  expect(feed(text.match(/\S+\s*/g) ?? [], options), "trailing-space words").toEqual(expected);
  expect(feed(text.match(/[.!?…]+|[^.!?…]/g) ?? [], options), "characters").toEqual(expected);
  for (const size of [2, 3, 5, 8, 13]) {
    const chunks = text.match(new RegExp(`[.!?…]+|[^.!?…]{1,${size}}`, "g")) ?? [];
    expect(feed(chunks, options), `chunks of ${size}`).toEqual(expected);
  }
}

describe("sentence boundaries", () => {
  test("ends at . ! ? and at ?! as one mark", () => {
    expectSplit("Ich höre dir zu. Das ist schwer! Wirklich?! Wie geht es dir?", [
      "Ich höre dir zu.",
      "Das ist schwer!",
      "Wirklich?!",
      "Wie geht es dir?",
    ]);
  });

  test("German abbreviations do not end a sentence", () => {
    expectSplit(
      "Atme z. B. langsam ein, d. h. vier Sekunden lang. Frag Dr. Müller oder Prof. Klein. Nimm dir ca. zehn Minuten, bzw. so viel du brauchst.",
      [
        "Atme z. B. langsam ein, d. h. vier Sekunden lang.",
        "Frag Dr. Müller oder Prof. Klein.",
        "Nimm dir ca. zehn Minuten, bzw. so viel du brauchst.",
      ],
    );
    expectSplit("Schreib es auf, z.B. abends. Fertig.", ["Schreib es auf, z.B. abends.", "Fertig."]);
  });

  test("'usw.' and 'etc.' end a sentence only when a capital letter follows", () => {
    expectSplit("Atmen, Gehen, Dehnen usw. Das alles hilft. Obst, Gemüse etc. sind gut.", [
      "Atmen, Gehen, Dehnen usw.",
      "Das alles hilft.",
      "Obst, Gemüse etc. sind gut.",
    ]);
  });

  test("decimal numbers, ordinals, dates and thousands stay inside the sentence", () => {
    expectSplit("Schlaf 7.5 Stunden. Am 1. Tag beginnst du, am 3. Mai bist du fertig. Das spart 1.000 Euro im Jahr 2024. Gut.", [
      "Schlaf 7.5 Stunden.",
      "Am 1. Tag beginnst du, am 3. Mai bist du fertig.",
      "Das spart 1.000 Euro im Jahr 2024.",
      "Gut.",
    ]);
  });

  test("an ellipsis ends a sentence only before a new one", () => {
    expectSplit("Ich dachte … na ja, egal. Ich weiß nicht... Vielleicht morgen. Und dann…", [
      "Ich dachte … na ja, egal.",
      "Ich weiß nicht...",
      "Vielleicht morgen.",
      "Und dann…",
    ]);
  });

  test("closing quotes and brackets belong to their sentence", () => {
    expect(splitSentences("Sag dir: „Ich schaffe das.“ Dann atme aus. (Das hilft.) Weiter.")).toEqual([
      "Sag dir: „Ich schaffe das.“",
      "Dann atme aus.",
      "(Das hilft.)",
      "Weiter.",
    ]);
    // Streamed token by token a quote after the final mark may arrive late; it is then dropped, never spoken alone.
    const s = new SentenceSplitter();
    expect(s.push("Sag dir: „Ich schaffe das.")).toEqual(["Sag dir: „Ich schaffe das."]);
    expect(s.push("“")).toEqual([]);
    expect(s.push(" Dann atme aus.")).toEqual(["Dann atme aus."]);
    expect(s.flush()).toEqual([]);
  });

  test("line breaks end list items and paragraphs without final marks", () => {
    expectSplit("Drei Schritte:\n1. Atme ruhig\n2. Trink Wasser\n\nDu schaffst das", [
      "Drei Schritte:",
      "1. Atme ruhig",
      "2. Trink Wasser",
      "Du schaffst das",
    ]);
  });

  test("English text works the same way", () => {
    expectSplit("I hear you. Try it e.g. tonight, Mr. Smith... It helps! Does it?", [
      "I hear you.",
      "Try it e.g. tonight, Mr. Smith...",
      "It helps!",
      "Does it?",
    ]);
  });

  test("pieces without letters or digits are never spoken; whitespace is trimmed", () => {
    expectSplit("  ...  Gut.   !  ", ["Gut."]);
    expect(splitSentences("")).toEqual([]);
  });
});

describe("timing", () => {
  test("a sentence is returned by the push that completes it, before the next token arrives", () => {
    const s = new SentenceSplitter();
    // Tokens as providers send them: the space belongs to the next token.
    expect(s.push("Ich")).toEqual([]);
    expect(s.push(" höre")).toEqual([]);
    expect(s.push(" dir")).toEqual([]);
    expect(s.push(" zu.")).toEqual(["Ich höre dir zu."]);
    expect(s.push(" Wie")).toEqual([]);
    expect(s.push(" geht's?")).toEqual(["Wie geht's?"]);
    expect(s.flush()).toEqual([]);
  });

  test("undecided endings wait for the next characters instead of guessing", () => {
    const s = new SentenceSplitter();
    expect(s.push("Am 1.")).toEqual([]); // ordinal or end? an ordinal never ends
    expect(s.push(" Tag ist es schwer usw.")).toEqual([]);
    expect(s.push(" Danach")).toEqual(["Am 1. Tag ist es schwer usw."]);
    expect(s.push(" wird es leichter…")).toEqual([]);
    expect(s.flush()).toEqual(["Danach wird es leichter…"]);
  });

  test("the first piece may end at a clause once it is long enough; later sentences stay whole", () => {
    const opts = { firstClauseMinChars: 40 };
    expectSplit(
      "Ich höre, dass dich gerade einiges unter Druck setzt, und das ist verständlich. Atme ruhig, ganz ruhig, und dann weiter.",
      [
        "Ich höre, dass dich gerade einiges unter Druck setzt,",
        "und das ist verständlich.",
        "Atme ruhig, ganz ruhig, und dann weiter.",
      ],
      opts,
    );
    expectSplit(
      "Kurz, knapp. Danach kommt ein langer Satz, der viele Wörter hat, und weiter.",
      ["Kurz, knapp.", "Danach kommt ein langer Satz, der viele Wörter hat, und weiter."],
      opts,
    );
    // A decimal comma is not a clause.
    expectSplit(
      "Ich empfehle dir für den Anfang ungefähr 3,5 Minuten am Tag.",
      ["Ich empfehle dir für den Anfang ungefähr 3,5 Minuten am Tag."],
      opts,
    );
    // The clause is cut when its comma arrives, not one token later.
    const s = new SentenceSplitter(opts);
    expect(s.push("Ich höre, dass dich gerade einiges unter Druck")).toEqual([]);
    expect(s.push(" setzt,")).toEqual(["Ich höre, dass dich gerade einiges unter Druck setzt,"]);
  });

  test("a run of marks cut between tokens loses its tail in speech, never its words", () => {
    // "Wirklich?" is complete when "?" arrives; a "!" or ".." in the next token is not spoken alone.
    expect(feed(["Wirklich?", "! Ja", ".", ".", ". Gut."])).toEqual(["Wirklich?", "Ja.", "Gut."]);
  });
});
