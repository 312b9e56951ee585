import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/app";
import { converse as talk } from "#tests/helpers/chat";
import { ENGINES } from "#tests/helpers/db";

/**
 * The concern grade end to end with the offline provider (decision 035): a worrying message is coached and ends with
 * one direct question, about violence, harm done, self-harm or suicide as the message speaks of it, the numbers
 * beside; the reply to it decides what follows.
 */
describe.each(ENGINES)("the direct question after a worrying message, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000", COUNTRY_HEADER: "x-country" });
  });
  afterAll(() => t.close());
  const converse = (messages: string[], lang: "de" | "en" = "de") => talk(t, messages, lang);

  test("a worrying message is coached, asks the direct question once and shows the numbers beside; a no returns to coaching", async () => {
    const answers = await converse([
      "Ich fühle mich für alle wie eine Belastung.",
      "Nein, nur im Job gerade.",
      "Was kann ich tun?",
    ]);
    expect(answers[0]!.grade).toBe("concern");
    expect(answers[0]).toMatchObject({ crisis: false, careful: false, help: "open" });
    expect(answers[0]!.reply).toMatch(/Denkst du manchmal daran, dir das Leben zu nehmen\?$/);
    // One question: the coach's own gives way to the safety question.
    expect(answers[0]!.reply.match(/\?/g)).toHaveLength(1);
    expect(answers[1]).toMatchObject({ crisis: false, careful: false });
    expect(answers[2]!.reply).not.toContain("Denkst du manchmal daran");
  });

  test("a worrying message about violence asks whether someone hurts the visitor, with the violence line beside; a yes is a crisis", async () => {
    const answers = await converse([
      "Er hat mich gestern geschubst, aber er hat sich entschuldigt. Wie rede ich mit ihm?",
      "Ja.",
    ]);
    expect(answers[0]!.grade).toBe("concern");
    expect(answers[0]).toMatchObject({ crisis: false, careful: false, help: "open" });
    expect(answers[0]!.reply).toMatch(/Tut dir jemand weh, oder hast du Angst vor jemandem\?$/);
    expect(answers[0]!.reply).not.toContain("das Leben zu nehmen");
    expect(answers[0]!.resources.some((r) => r.phones.includes("116 016"))).toBe(true);
    // No coaching to talk it over with him: taken seriously, safety first, and the question alone at the end.
    expect(answers[0]!.reply).not.toMatch(/Du könntest so anfangen|Ich-Botschaften|tut mir leid/);
    expect(answers[0]!.reply.match(/\?/g)).toHaveLength(1);
    expect(answers[1]).toMatchObject({ crisis: true, careful: true, risk: "violence-suffered" });
  });

  test("self-harm beside a request: heard first, the request answered, the question about self-harm and suicide; a yes is a crisis", async () => {
    const answers = await converse([
      "Hab mich nach dem Elternabend wieder geschnitten, die Lehrerin meinte meine Tochter kommt nicht mit. Wie red ich mit ihr?",
      "ja",
    ]);
    expect(answers[0]).toMatchObject({ grade: "concern", crisis: false, careful: false, help: "open" });
    expect(answers[0]!.reply).toMatch(/^(Danke, dass du mir auch erzählst|Dass du dich verletzt hast)/);
    // A parent's talk with the teacher, not a student's question about an exam.
    expect(answers[0]!.reply).toMatch(/Du könntest so anfangen/);
    expect(answers[0]!.reply).not.toMatch(/Prüfung/);
    expect(answers[0]!.reply).toMatch(/Verletzt du dich selbst, oder denkst du manchmal daran, dir das Leben zu nehmen\?$/);
    // One question of the coach's own (a line to say, in quotes, may be one).
    expect(answers[0]!.reply.replace(/„[^“]*“/g, "").match(/\?/g)).toHaveLength(1);
    expect(answers[1]).toMatchObject({ crisis: true, careful: true, risk: "self-harm" });
  });

  test("'ok' to the direct question: asked once more in other words, the numbers in view", async () => {
    const answers = await converse(
      ["I cut myself again after the argument with my mum, how do I talk to her about the fight?", "ok"],
      "en",
    );
    expect(answers[1]).toMatchObject({ crisis: false, careful: false, help: "open" });
    expect(answers[1]!.reply).toMatch(
      /Let me come back to my question, because it matters to me: are you having thoughts of harming yourself\?$/,
    );
    // The self-harm was taken up in the first answer, and is not taken up again.
    expect(answers[1]!.reply).not.toMatch(/Thank you for telling me that you hurt yourself|I won.t pass over the fact/);
  });

  test("harm the visitor did asks whether they fear hurting someone, without coaching tips, with the police beside", async () => {
    const [answer] = await converse(["Ich hab meiner Frau gestern eine verpasst. Wie rede ich jetzt mit ihr?"]);
    expect(answer).toMatchObject({ grade: "concern", crisis: false, careful: false, help: "open" });
    expect(answer!.reply).toMatch(/Hast du Angst, dass du jemandem wehtun könntest\?$/);
    // Taken seriously, safety first: no tip for the next talk with her, no "not your fault", one question.
    expect(answer!.reply).not.toMatch(/Ich-Sätze|Ich-Botschaften|Du könntest so anfangen|keine Schuld/);
    expect(answer!.reply).toMatch(/dass es nicht wieder passiert|nicht allein in den Griff/);
    expect(answer!.reply.match(/\?/g)).toHaveLength(1);
    expect(answer!.resources.some((r) => r.phones.includes("110"))).toBe(true);
  });
});
