import { describe, expect, test } from "vitest";
import { saysYoung, youngWriter } from "./young-writer";

describe("a young writer", () => {
  test.each([
    "ich bin 14 und will nicht mehr leben",
    "Ich bin erst 13.",
    "bin 15 jahre alt und alle hassen mich",
    "ich bin 16j und weiß nicht weiter",
    "Ich bin in der 8. Klasse und werde gemobbt",
    "ich gehe in die achte Klasse",
    "Meine Lehrerin hat mich vor allen bloßgestellt",
    "mein Klassenlehrer sagt, ich schaffe das nie",
    "Meine Eltern erlauben mir nicht, meine Freunde zu treffen",
    "meine Mama lässt mich nicht raus",
    "ich habe Hausarrest",
    "I'm 15 and I can't take it anymore",
    "I am 12 years old",
    "im 16",
    "I'm in 9th grade and everyone laughs at me",
    "my teacher shouted at me again",
    "My mum won't let me go out",
    "my parents don't allow me to see my friends",
  ])("counts %j", (text) => {
    expect(saysYoung(text)).toBe(true);
  });

  test.each([
    "ich habe 14 Mitarbeiter und kann nicht mehr",
    "Mein Sohn ist 15 und will nicht mehr leben",
    "meine Tochter ist in der 8. Klasse",
    "ich bin 45 und am Ende",
    "Ich bin 15 Minuten zu spät gekommen",
    "ich bin seit 14 Jahren verheiratet",
    "Als ich 14 war, hat mein Vater mich geschlagen",
    "ich war 15, als es anfing",
    "Ich bin Lehrerin und meine Schüler machen mir Sorgen",
    "I have 14 employees and I'm exhausted",
    "My son is 15 and he is not doing well",
    "I was 15 when it started",
    "I'm 16 hours into my shift",
    "Wir waren im 15. Stock",
    "I'm 30 and tired",
    "my daughter's teacher called me",
    "meine Eltern erlauben sich zu viel",
    "meine Mutter lässt mich nicht in Ruhe",
  ])("does not count %j", (text) => {
    expect(saysYoung(text)).toBe(false);
  });

  test("reads the visitor's recent turns", () => {
    expect(youngWriter(["ich bin 14", "mir geht es so schlecht", "ich will nicht mehr leben"])).toBe(true);
    expect(youngWriter(["ich bin 14", ...Array<string>(8).fill("hm"), "ich will nicht mehr leben"])).toBe(false);
    expect(youngWriter(["ich bin 40", "ich will nicht mehr leben"])).toBe(false);
  });
});
