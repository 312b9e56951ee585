import { afterEach, describe, expect, it, vi } from "vitest";
import lexiconData from "./word-lists/lexicon.json";
import { CONCEPTS, LEXICON, lexiconFileSchema, otherLexiconFileSchema, parseDataFile } from "./lexicon";
import { OTHER_LANGUAGE_LEXICON } from "./lexicon-other";
import { OTHER_LANGUAGE_PHRASES } from "./other-languages";

const about = "test lists";
const source = "written for this test";
const complete = Object.fromEntries(CONCEPTS.map((c) => [c, ["=wort"]]));

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

describe("word lists as data", () => {
  it("loads the committed lists: every concept has German and English words, in the order of CONCEPTS", () => {
    expect(Object.keys(lexiconData.concepts)).toEqual([...CONCEPTS]);
    for (const c of CONCEPTS) expect(LEXICON[c].length).toBeGreaterThan(0);
    expect(Object.keys(OTHER_LANGUAGE_LEXICON).length).toBeGreaterThan(0);
    expect(OTHER_LANGUAGE_PHRASES.length).toBeGreaterThan(0);
  });

  it("names the file and the place of an unknown concept, a pattern that is not a string, and an empty list", () => {
    const message = errorOf(() =>
      parseDataFile(
        lexiconFileSchema,
        { about, source, concepts: { ...complete, KILLL: ["=x"], DIE: ["=tot", 7], NOW: [] } },
        "word-lists/broken.json",
      ),
    );
    expect(message).toMatch(/^word-lists\/broken\.json is malformed/);
    expect(message).toMatch(/KILLL/);
    expect(message).toMatch(/concepts\.DIE\[1\]/);
    expect(message).toMatch(/concepts\.NOW/);
    expect(message).toMatch(/empty list/);
  });

  it("wants a list for every concept in lexicon.json, some in lexicon-other.json, and patterns as lexicon.ts describes them", () => {
    const { KILL: _kill, ...withoutKill } = complete;
    expect(errorOf(() => parseDataFile(lexiconFileSchema, { about, source, concepts: withoutKill }, "x.json"))).toMatch(
      /concepts\.KILL/,
    );
    expect(parseDataFile(otherLexiconFileSchema, { about, source, concepts: { KILL: ["=ubit"] } }, "x.json").concepts).toEqual({
      KILL: ["=ubit"],
    });
    for (const bad of ["", " =tot", "=tot  sein", "=tot@fr", "tot**", "=tot=sein"])
      expect(errorOf(() => parseDataFile(otherLexiconFileSchema, { about, source, concepts: { DIE: [bad] } }, "x.json"))).toMatch(
        /not a lexicon pattern/,
      );
    expect(errorOf(() => parseDataFile(otherLexiconFileSchema, { about, concepts: {} }, "x.json"))).toMatch(/source/);
  });

  describe("a malformed file stops the module from loading", () => {
    afterEach(() => {
      vi.doUnmock("./word-lists/lexicon.json");
      vi.doUnmock("./word-lists/lexicon-other.json");
      vi.doUnmock("./word-lists/other-language-phrases.json");
      vi.resetModules();
    });

    it("lexicon.json with a concept the code does not know", async () => {
      vi.resetModules();
      vi.doMock("./word-lists/lexicon.json", () => ({ default: { about, source, concepts: { ...complete, GHOST: ["=boo"] } } }));
      await expect(import("./lexicon")).rejects.toThrow(/word-lists\/lexicon\.json is malformed[\s\S]*GHOST/);
    });

    it("lexicon-other.json with an empty list", async () => {
      vi.resetModules();
      vi.doMock("./word-lists/lexicon-other.json", () => ({ default: { about, source, concepts: { DIE: [] } } }));
      await expect(import("./lexicon-other")).rejects.toThrow(/word-lists\/lexicon-other\.json is malformed[\s\S]*concepts\.DIE/);
    });

    it("other-language-phrases.json with an unknown level or a pattern that is not a regular expression", async () => {
      const file = (level: string, pattern: unknown) => ({
        default: { about, source, rounds: [{ round: 1, note: "n", phrases: [{ lang: "tr", level, patterns: [pattern] }] }] },
      });
      vi.resetModules();
      vi.doMock("./word-lists/other-language-phrases.json", () => file("sad", "intihar"));
      await expect(import("./other-languages")).rejects.toThrow(/other-language-phrases\.json is malformed[\s\S]*level/);
      vi.resetModules();
      vi.doMock("./word-lists/other-language-phrases.json", () => file("suicidal", "kendimi (öldür"));
      await expect(import("./other-languages")).rejects.toThrow(/not a regular expression/);
      vi.resetModules();
      vi.doMock("./word-lists/other-language-phrases.json", () => file("suicidal", 42));
      await expect(import("./other-languages")).rejects.toThrow(/patterns\[0\]/);
    });
  });
});
