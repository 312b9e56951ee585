import { describe, expect, test } from "vitest";
import { speakablePhoneNumbers, telHref } from "#shared/safety";
import { crisisAnswer } from "./answers";
import { gradeTurns } from "./grade";
import { CONCERN_QUESTION, concernKind } from "./graded-answers";
import { createResourceDirectory, visitorCountry } from "./resources";

const directory = createResourceDirectory();
const answer = (level: Parameters<typeof crisisAnswer>[0][number], lang: "de" | "en", country?: string) =>
  crisisAnswer([level], lang, directory.select([level], lang, country));

describe("the right help for each risk level", () => {
  test("acute danger names the emergency number first, then the crisis lines", () => {
    const a = answer("acute", "de");
    expect(a.resources[0]).toMatchObject({ kind: "emergency", phones: ["112"] });
    expect(a.text.indexOf("112")).toBeLessThan(a.text.indexOf("0800 111 0 111"));
    for (const n of ["0800 111 0 111", "0800 111 0 222", "116 123", "142", "143"]) expect(a.text).toContain(n);
  });

  test("suicidal thoughts and self-harm name the crisis lines of Germany, Austria and Switzerland", () => {
    for (const level of ["suicidal", "self-harm"] as const) {
      const a = answer(level, "de");
      expect(a.resources[0]!.kind).toBe("crisis-line");
      for (const n of ["0800 111 0 111", "0800 111 0 222", "116 123", "142", "143", "112"]) expect(a.text).toContain(n);
    }
  });

  test("violence suffered names the violence helplines, and the police and 112 in danger", () => {
    const a = answer("violence-suffered", "de");
    for (const n of ["116 016", "0800 1239900", "0800 222 555", "143", "110", "112"]) expect(a.text).toContain(n);
    expect(a.text).toContain("nicht deine Schuld");
  });

  test("violence happening now names the police first, then 112", () => {
    for (const [lang, police] of [
      ["de", "die Polizei unter 110 oder den Notruf 112"],
      ["en", "the police on 110 or the emergency number 112"],
    ] as const) {
      const levels = ["acute", "violence-suffered"] as const;
      const a = crisisAnswer(levels, lang, directory.select(levels, lang, "DE"));
      expect(a.text.startsWith(lang === "de" ? `Bitte ruf jetzt sofort ${police}` : `Please call ${police}`)).toBe(true);
      expect(a.text).toContain("116 016");
      // The help beside the chat says the same: the police, then the emergency number.
      expect(a.resources.slice(0, 2).map((r) => r.kind)).toEqual(["police", "emergency"]);
    }
    // Austria: police 133.
    const at = crisisAnswer(["acute", "violence-suffered"], "de", directory.select(["acute", "violence-suffered"], "de", "AT"));
    expect(at.text).toContain("die Polizei unter 133 oder den Notruf 112");
  });

  test("a threat to others urges to step away and names 110, 112 and the crisis lines", () => {
    const a = answer("harm-others", "de");
    expect(a.text).toContain("Abstand");
    for (const n of ["110", "112", "0800 111 0 111"]) expect(a.text).toContain(n);
  });

  test("acute danger to another person names 112 first and says what keeps that person safe", () => {
    for (const lang of ["de", "en"] as const) {
      const levels = ["acute", "harm-others"] as const;
      const a = crisisAnswer(levels, lang, directory.select(levels, lang, "DE"));
      expect(a.text.indexOf("112")).toBeGreaterThan(0);
      expect(a.text.indexOf("112")).toBeLessThan(a.text.indexOf("0800 111 0 111"));
      expect(a.text).toContain(lang === "de" ? "bleib bei ihm" : "stay with them");
      expect(a.text).toContain(lang === "de" ? "auf Abstand" : "step away");
      expect(a.resources[0]!.kind).toBe("emergency");
    }
    // Acute danger of one's own keeps its own opening.
    expect(answer("acute", "de").text).not.toContain("anderer Mensch");
  });

  test("the visitor's own country comes first", () => {
    expect(answer("suicidal", "de", "AT").resources[0]).toMatchObject({ country: "AT", phones: ["142"] });
  });

  test("English pages name the visitor's country's lines when it is known, else the operator's with a directory", () => {
    expect(answer("suicidal", "en", "GB").text).toContain("Samaritans 116 123");
    expect(answer("suicidal", "en", "US").text).toContain("988");
    // Unknown country: the operator's own country (the first configured) and the directory, never the directory alone.
    const unknown = answer("suicidal", "en");
    for (const n of ["0800 111 0 111", "112", "findahelpline.com"]) expect(unknown.text).toContain(n);
    expect(unknown.resources.map((r) => r.country)).toEqual(expect.arrayContaining(["DE", "INT"]));
    expect(unknown.text).not.toContain("988");
    // A country without lines of its own counts as unknown.
    expect(answer("suicidal", "en", "FR").text).toContain("0800 111 0 111");
    expect(answer("suicidal", "en", "DE").text).toContain("0800 111 0 111");
  });

  test("every number is spelled out for the voice", () => {
    const a = answer("acute", "de");
    expect(a.spoken).toContain("Notruf eins eins zwei");
    expect(a.spoken).toContain("null acht null null, eins eins eins, null, eins eins eins");
    expect(a.spoken).not.toMatch(/\d/);
    expect(speakablePhoneNumbers("Call 116 123 now", "en", ["116 123"])).toBe("Call one one six, one two three now");
    expect(telHref("0800 111 0 111")).toBe("tel:08001110111");
  });

  test("the operator extends or replaces the list in the site configuration", () => {
    const own = createResourceDirectory({
      resources: [
        {
          id: "eap",
          country: "DE",
          kind: "workplace",
          levels: ["suicidal", "self-harm"],
          name: { de: "Mitarbeiterberatung der Firma", en: "Employee assistance" },
          phones: ["0800 123 45 67"],
        },
      ],
    });
    expect(crisisAnswer(["suicidal"], "de", own.select(["suicidal"], "de")).text).toContain(
      "Mitarbeiterberatung der Firma 0800 123 45 67",
    );
    const replaced = createResourceDirectory({
      mode: "replace",
      countries: ["CH"],
      resources: [
        {
          id: "ch-only",
          country: "CH",
          kind: "crisis-line",
          levels: ["suicidal"],
          name: { de: "Dargebotene Hand", en: "Dargebotene Hand" },
          phones: ["143"],
        },
      ],
    });
    expect(replaced.select(["suicidal"], "de").map((r) => r.id)).toEqual(["ch-only"]);
  });
});

test("the visitor's country comes from a configured CDN header, else on German pages the browser's German region", () => {
  expect(visitorCountry({ "cf-ipcountry": "at" }, "CF-IPCountry", "de")).toBe("AT");
  expect(visitorCountry({ "cf-ipcountry": "gb" }, "CF-IPCountry", "en")).toBe("GB");
  expect(visitorCountry({ "accept-language": "de-CH,de;q=0.9" }, undefined, "de")).toBe("CH");
  // An English browser language is as likely an expat in Germany: English pages rely on the header alone.
  expect(visitorCountry({ "accept-language": "en-GB,en;q=0.9" }, undefined, "en")).toBeUndefined();
  expect(visitorCountry({ "accept-language": "en-US,en;q=0.9" }, undefined, "en")).toBeUndefined();
  // An English browser on a German page says nothing about where its user is.
  expect(visitorCountry({ "accept-language": "en-US,en;q=0.9" }, undefined, "de")).toBeUndefined();
  expect(visitorCountry({ "accept-language": "en" }, undefined, "en")).toBeUndefined();
  expect(visitorCountry({ "cf-ipcountry": "AT" }, undefined, "de")).toBeUndefined();
});

describe("the direct question of a concern grade", () => {
  test("asks about violence done to the visitor, harm the visitor did, or else suicide", () => {
    expect(concernKind(["violence-suffered"])).toBe("violence-suffered");
    expect(concernKind(["harm-others"])).toBe("harm-others");
    expect(concernKind(["harm-others", "violence-suffered"])).toBe("violence-suffered");
    expect(concernKind([])).toBe("suicidal");
    expect(concernKind(["self-harm"])).toBe("self-harm");
    expect(concernKind(["self-harm", "harm-others"])).toBe("harm-others");
    expect(CONCERN_QUESTION["harm-others"].de).toContain("jemandem wehtun");
    expect(CONCERN_QUESTION["harm-others"].en).toContain("hurt someone");
  });

  test("a visitor who mentions cutting themselves beside a coaching question is asked about self-harm and suicide", () => {
    for (const [text, lang, words] of [
      [
        "Hab mich nach dem Elternabend wieder geschnitten, die Lehrerin meinte meine Tochter kommt nicht mit. Wie red ich mit ihr?",
        "de",
        ["Verletzt du dich selbst", "dir das Leben zu nehmen"],
      ],
      [
        "I cut myself again after the argument with my mum, how do I talk to her about the fight?",
        "en",
        ["are you hurting yourself", "ending your life"],
      ],
    ] as const) {
      const grade = gradeTurns([text], lang);
      expect(grade.grade, text).toBe("concern");
      const kind = concernKind(grade.levels);
      expect(kind, text).toBe("self-harm");
      for (const w of words) expect(CONCERN_QUESTION[kind][lang]).toContain(w);
    }
  });

  test("a visitor who hit someone is asked about harming others, not told it was not their fault", () => {
    const grade = gradeTurns(
      ["i hit my girlfriend last night for the first time, something snapped and she ran out and isnt answering"],
      "en",
    );
    expect(concernKind(grade.levels)).toBe("harm-others");
  });
});
