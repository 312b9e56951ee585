import { expect, test } from "vitest";
import { coachReply } from "./coach";
import { counterpartOf } from "./counterparts";

test("the one named after 'mit' or 'to' is the one the visitor talks with", () => {
  expect(counterpartOf(["Ich will mit meinem Sohn über seine Lehrerin reden."], undefined)).toBe("child");
  expect(counterpartOf(["Ich muss mit meiner Chefin über meinen Kollegen reden."], undefined)).toBe("boss");
  expect(counterpartOf(["How do I talk to my husband about his mother?"], undefined)).toBe("partner");
});

test("of several named, the one a closing 'mit ihm' or 'tell her' can mean", () => {
  expect(counterpartOf(["Mein Chef hat meine Kollegin vor allen kritisiert, soll ich mit ihr reden?"], undefined)).toBe(
    "colleague",
  );
  expect(counterpartOf(["Die Lehrerin sagt, mein Sohn stört ständig. Wie red ich mit ihm?"], "parenting")).toBe("child");
  expect(counterpartOf(["Meine beste Freundin hat mich versetzt, wie sag ich ihr das?"], undefined)).toBe("friend");
});

test("a teacher a parent talks to is the child's school; a student's teacher stays a teacher", () => {
  expect(counterpartOf(["Ich muss mit der Lehrerin meines Sohnes reden, wie fange ich an?"], undefined)).toBe("school");
  expect(counterpartOf(["How do I talk to my daughter's teacher about the bullying?"], undefined)).toBe("school");
  expect(counterpartOf(["Nach dem Elternabend will ich mit dem Klassenlehrer sprechen."], undefined)).toBe("school");
  expect(counterpartOf(["Wie frage ich meinen Professor nach einer Verlängerung?"], "exam")).toBe("teacher");
});

test("a parent after a parents' evening is not given a student's lines about an exam", () => {
  const reply = coachReply({
    turns: [
      {
        role: "user",
        content: "Nach dem Elternabend meinte die Lehrerin, meine Tochter kommt nicht mit. Wie red ich mit ihr?",
      },
    ],
    lang: "de",
  });
  expect(reply).not.toMatch(/Prüfung/);
  expect(reply).toMatch(/Kind|dich/);
});
