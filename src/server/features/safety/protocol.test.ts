import { describe, expect, test } from "vitest";
import { INITIAL_SAFETY, NO_GRADE, step, type Grade, type SafetyState } from "./protocol";
import { clarifies, deflects, saysNo, saysYes, statesNo } from "./visitor-signals";

const crisis = (levels: Grade["levels"], firm: boolean): Grade => ({ grade: "crisis", levels, firm, signals: [] });
const grade = (kind: Grade["grade"], levels: Grade["levels"] = []): Grade => ({ grade: kind, levels, firm: false, signals: [] });

/** Runs a conversation through the protocol: each turn's grade and text, the state carried from turn to turn. */
function run(turns: { grade: Grade; text: string; explainedAway?: boolean }[]) {
  let state: SafetyState = INITIAL_SAFETY;
  return turns.map((t, turn) => {
    const s = step({ state, turn, grade: t.grade, text: t.text, explainedAway: t.explainedAway ?? false });
    state = s.next;
    return s;
  });
}

describe("the careful-mode protocol", () => {
  test("an ordinary conversation stays ordinary coaching without help on screen", () => {
    const steps = run([
      { grade: NO_GRADE, text: "Hallo, ich heiße Jana." },
      { grade: NO_GRADE, text: "Ich habe morgen meine mündliche Prüfung." },
      { grade: NO_GRADE, text: "Danke!" },
    ]);
    for (const s of steps) {
      expect(s.action).toMatchObject({ kind: "coach", add: null });
      expect(s.help).toBe("none");
    }
  });

  test("a crisis gets the crisis answer once; later turns are careful replies with the help in view", () => {
    const steps = run([
      { grade: crisis(["suicidal"], true), text: "Ich will nicht mehr leben." },
      { grade: NO_GRADE, text: "passt schon" },
      { grade: NO_GRADE, text: "Ich weiß nicht, alles ist so schwer." },
      { grade: crisis(["suicidal"], true), text: "Ich will einfach nicht mehr." },
    ]);
    expect(steps[0]!.action.kind).toBe("crisis");
    for (const s of steps.slice(1)) {
      expect(s.action.kind).toBe("careful");
      expect(s.help).toBe("open");
      expect(s.next.mode).toBe("careful");
    }
    expect(steps[1]!.action).toMatchObject({ deflected: true });
    // The questions that follow a stated risk, one per turn, none twice.
    const questions = steps.slice(1).map((s) => (s.action.kind === "careful" ? s.action.question : null));
    expect(questions).toEqual(["method", "intent", "alone"]);
  });

  test("after a clearly stated risk, a single denial never clears careful mode", () => {
    const steps = run([
      { grade: crisis(["suicidal"], true), text: "Ich bringe mich heute um." },
      { grade: NO_GRADE, text: "Nein, war nur ein Spaß, vergiss es." },
      { grade: NO_GRADE, text: "Nein." },
      { grade: NO_GRADE, text: "Wirklich nicht, alles gut." },
    ]);
    for (const s of steps.slice(1)) expect(s.next).toMatchObject({ mode: "careful", basis: "firm" });
  });

  test("an acute flag that is a misunderstanding: the direct question once, then a no returns to coaching", () => {
    const steps = run([
      { grade: crisis(["acute"], false), text: "Ich stehe gerade auf der Brücke." },
      {
        grade: NO_GRADE,
        text: "der Karlsbrücke in Prag, wir machen Fotos, aber ich habe Höhenangst",
        explainedAway: true,
      },
      { grade: NO_GRADE, text: "Nein, gar nicht." },
      { grade: NO_GRADE, text: "Wie werde ich die Höhenangst los?" },
    ]);
    expect(steps[0]!.action.kind).toBe("crisis");
    expect(steps[1]!.action).toMatchObject({ kind: "careful", question: "thoughts", clarified: true });
    expect(steps[2]!.action).toMatchObject({ kind: "coach", resumed: true });
    // The help stays one tap away; the next turn is ordinary coaching, and the old turns are not read again.
    expect(steps[2]!.help).toBe("tap");
    expect(steps[2]!.next.since).toBe(3);
    expect(steps[3]!.action).toMatchObject({ kind: "coach", resumed: false });
    expect(steps[3]!.help).toBe("tap");
  });

  test("a misunderstanding explained with a no in the visitor's own words: asked once, then coaching", () => {
    const steps = run([
      {
        grade: crisis(["suicidal"], false),
        text: "Manchmal denke ich, es wäre allen egal, wenn ich morgen nicht mehr auftauche.",
      },
      { grade: NO_GRADE, text: "Nein, so meine ich das nicht, ich meine im Büro. Ich will mich nicht umbringen." },
      // The visitor goes on with the subject instead of answering the question again.
      { grade: NO_GRADE, text: "Wie sag ich meinem Chef, dass das so nicht geht?" },
    ]);
    // The direct question is still asked once ...
    expect(steps[1]!.action).toMatchObject({ kind: "careful", question: "thoughts", clarified: true });
    // ... and then the conversation is coaching again, with the help one tap away.
    expect(steps[2]!.action).toMatchObject({ kind: "coach", resumed: true });
    expect(steps[2]!.help).toBe("tap");
  });

  test("a question the visitor passed over is asked once more; the no then steps down", () => {
    const steps = run([
      {
        grade: crisis(["suicidal"], false),
        text: "Manchmal denke ich, es wäre allen egal, wenn ich morgen nicht mehr auftauche.",
      },
      { grade: NO_GRADE, text: "So meine ich das nicht, ich meine im Büro." },
      { grade: NO_GRADE, text: "Wie sag ich meinem Chef, dass das so nicht geht?" },
      { grade: NO_GRADE, text: "Nein." },
    ]);
    expect(steps[1]!.action).toMatchObject({ kind: "careful", question: "thoughts", clarified: true });
    expect(steps[2]!.action).toMatchObject({ kind: "careful", question: "again" });
    expect(steps[3]!.action).toMatchObject({ kind: "coach", resumed: true });
    // Passed over twice, it is not asked a third time.
    const twice = run([
      { grade: crisis(["suicidal"], false), text: "Ich will einfach nur weg." },
      { grade: NO_GRADE, text: "Ich meinte weg aus dieser Stadt." },
      { grade: NO_GRADE, text: "Wie finde ich eine neue Wohnung?" },
      { grade: NO_GRADE, text: "Und wie sag ich es meiner Familie?" },
    ]);
    expect(twice.map((s) => (s.action.kind === "careful" ? s.action.question : s.action.kind))).toEqual([
      "crisis",
      "thoughts",
      "again",
      null,
    ]);
  });

  test("a volunteered no does not step down a clearly stated risk, nor one the check still finds", () => {
    const firm = run([
      { grade: crisis(["suicidal"], true), text: "Ich will mich umbringen." },
      { grade: NO_GRADE, text: "Ach, war nur so dahingesagt, ich will mich nicht umbringen." },
      { grade: NO_GRADE, text: "Wie sag ich meinem Chef, dass das so nicht geht?" },
    ]);
    for (const s of firm.slice(1)) expect(s.next).toMatchObject({ mode: "careful", basis: "firm" });
    const still = run([
      { grade: crisis(["suicidal"], false), text: "Ich will einfach nicht mehr." },
      { grade: NO_GRADE, text: "Ich meinte die Arbeit. Ich will mich nicht umbringen." },
      { grade: crisis(["suicidal"], false), text: "Ich will nur nicht mehr aufwachen." },
    ]);
    expect(still[2]!.next).toMatchObject({ mode: "careful" });
  });

  test("a no without any explanation keeps careful mode and asks what was meant", () => {
    const steps = run([
      { grade: crisis(["acute"], false), text: "Ich stehe auf der Brücke." },
      { grade: NO_GRADE, text: "passt schon" },
      { grade: NO_GRADE, text: "Nein." },
      { grade: NO_GRADE, text: "Ich meinte die Brücke über den Kanal, ich jogge da jeden Morgen." },
    ]);
    expect(steps[1]!.action).toMatchObject({ kind: "careful", question: "thoughts" });
    expect(steps[2]!.action).toMatchObject({ kind: "careful", question: "explain" });
    expect(steps[3]!.action).toMatchObject({ kind: "coach", resumed: true });
  });

  test("a yes to the direct question makes the flag firm", () => {
    const steps = run([
      { grade: crisis(["acute"], false), text: "Ich stehe auf der Brücke." },
      { grade: NO_GRADE, text: "Ich meinte die Brücke bei uns im Ort." },
      { grade: NO_GRADE, text: "Ja, manchmal schon." },
      { grade: NO_GRADE, text: "Nein, jetzt nicht mehr." },
    ]);
    expect(steps[2]!.action).toMatchObject({ kind: "careful", affirmed: true });
    expect(steps[2]!.next.basis).toBe("firm");
    expect(steps[3]!.next).toMatchObject({ mode: "careful", basis: "firm" });
  });

  test("a new, more urgent risk in careful mode gets the crisis answer for it", () => {
    const steps = run([
      { grade: crisis(["suicidal"], true), text: "Ich will nicht mehr leben." },
      { grade: crisis(["acute", "suicidal"], true), text: "Ich habe gerade alle Tabletten genommen." },
    ]);
    expect(steps[1]!.action).toMatchObject({ kind: "crisis", levels: ["acute", "suicidal"] });
  });

  test("a worrying message: coaching with the direct question once, numbers beside; a no returns to coaching", () => {
    const steps = run([
      { grade: grade("concern"), text: "Ich halte das alles nicht mehr aus." },
      { grade: NO_GRADE, text: "Nein, so schlimm ist es nicht, nur der Job." },
      { grade: grade("concern"), text: "Trotzdem, ich kann nicht mehr." },
    ]);
    expect(steps[0]!.action).toMatchObject({ kind: "coach", add: "concern" });
    expect(steps[0]!.help).toBe("open");
    expect(steps[1]!.action).toMatchObject({ kind: "coach", add: null });
    // Asked once per conversation.
    expect(steps[2]!.action).toMatchObject({ kind: "coach", add: null });
  });

  test("anything but a no to the direct question is taken seriously", () => {
    for (const answer of ["Ja.", "manchmal", "weiß nicht", "I don't know"]) {
      const steps = run([
        { grade: grade("concern"), text: "Ich halte das alles nicht mehr aus." },
        { grade: NO_GRADE, text: answer },
      ]);
      expect(steps[1]!.action.kind).toBe("crisis");
      expect(steps[1]!.next.mode).toBe("careful");
    }
  });

  test("a concern about harm the visitor did asks about harming someone, and a yes is a crisis of harming others", () => {
    const steps = run([
      { grade: grade("concern", ["harm-others"]), text: "i hit my girlfriend last night, something snapped" },
      { grade: NO_GRADE, text: "yes" },
    ]);
    expect(steps[0]!.next).toMatchObject({ mode: "asked", pending: "harm", levels: ["harm-others"] });
    expect(steps[0]!.helpLevels).toEqual(["harm-others"]);
    expect(steps[1]!.action).toMatchObject({ kind: "crisis", levels: ["harm-others"] });
  });

  test("a concern about self-harm asks about it; a yes is a self-harm crisis, a no returns to coaching", () => {
    const text = "Hab mich nach dem Elternabend wieder geschnitten. Wie red ich mit ihr?";
    const yes = run([
      { grade: grade("concern", ["self-harm"]), text },
      { grade: NO_GRADE, text: "ja" },
    ]);
    expect(yes[0]!.next).toMatchObject({ mode: "asked", pending: "self-harm", levels: ["self-harm"] });
    expect(yes[0]!.helpLevels).toEqual(["self-harm"]);
    expect(yes[1]!.action).toMatchObject({ kind: "crisis", levels: ["self-harm"] });
    const no = run([
      { grade: grade("concern", ["self-harm"]), text },
      { grade: NO_GRADE, text: "Nein, es war nur ein Kratzer beim Kochen." },
    ]);
    expect(no[1]!.action).toMatchObject({ kind: "coach", add: null });
  });

  test("'ok' or 'hm' to the direct question is asked once more in other words; what follows is the answer", () => {
    for (const ack of ["ok", "Okay.", "hm", "naja"]) {
      const steps = run([
        { grade: grade("concern", ["self-harm"]), text: "Hab mich wieder geschnitten. Wie red ich mit ihr?" },
        { grade: NO_GRADE, text: ack },
        { grade: NO_GRADE, text: "ja" },
      ]);
      expect(steps[1]!.action, ack).toMatchObject({ kind: "coach", add: "again" });
      expect(steps[1]!.help).toBe("open");
      expect(steps[2]!.action).toMatchObject({ kind: "crisis", levels: ["self-harm"] });
    }
    const twice = run([
      { grade: grade("concern"), text: "Ich halte das alles nicht mehr aus." },
      { grade: NO_GRADE, text: "ok" },
      { grade: NO_GRADE, text: "ok" },
    ]);
    expect(twice[1]!.action).toMatchObject({ kind: "coach", add: "again" });
    // Asked twice at most: the next "ok" returns to coaching, the help one tap away.
    expect(twice[2]!.action).toMatchObject({ kind: "coach", add: null });
    const no = run([
      { grade: grade("concern"), text: "Ich halte das alles nicht mehr aus." },
      { grade: NO_GRADE, text: "hm" },
      { grade: NO_GRADE, text: "nein" },
    ]);
    expect(no[2]!.action).toMatchObject({ kind: "coach", add: null });
    // About violence the question is not one the other words fit: an "ok" returns to coaching.
    const violence = run([
      { grade: grade("concern", ["violence-suffered"]), text: "Er hat mich gestern geschubst." },
      { grade: NO_GRADE, text: "ok" },
    ]);
    expect(violence[1]!.action).toMatchObject({ kind: "coach", add: null });
  });

  test("concern for someone else: guidance, then coaching of the helper with the numbers in view", () => {
    const steps = run([
      { grade: grade("other", ["suicidal"]), text: "Meine Freundin hat ihre Sachen verschenkt." },
      { grade: NO_GRADE, text: "Wie spreche ich sie an?" },
      { grade: grade("other", ["acute", "suicidal"]), text: "Sie schreibt gerade, dass sie Tabletten genommen hat." },
    ]);
    expect(steps[0]!.action).toMatchObject({ kind: "other", levels: ["suicidal"] });
    expect(steps[1]!.action).toMatchObject({ kind: "coach", support: true });
    expect(steps[1]!.help).toBe("open");
    expect(steps[2]!.action).toMatchObject({ kind: "other", levels: ["acute", "suicidal"] });
  });

  test("a crisis stated as long over: coaching with a quiet pointer", () => {
    const [s] = run([{ grade: grade("past"), text: "Vor Jahren habe ich mich geritzt, heute geht es mir gut." }]);
    expect(s!.action).toMatchObject({ kind: "coach", add: "past" });
    expect(s!.help).toBe("tap");
  });
});

describe("what a short answer says", () => {
  test.each([
    "Nein.",
    "nein, gar nicht",
    "Nö",
    "na",
    "nei",
    "No.",
    "nope",
    "not at all",
    "Ich will mir nichts antun.",
    "I'm not suicidal",
    "Ich will mich nicht umbringen.",
    "Nein, ich bring mich nicht um.",
    "Ich werde mir nicht das Leben nehmen",
    "keine Suizidgedanken, ehrlich",
  ])("%s is a no", (text) => {
    expect(saysNo(text)).toBe(true);
    expect(saysYes(text)).toBe(false);
  });
  test.each(["Ja", "ja, manchmal", "schon", "vielleicht", "weiß nicht", "yes", "sometimes", "idk"])("%s is not a no", (text) => {
    expect(saysNo(text)).toBe(false);
    expect(saysYes(text)).toBe(true);
  });
  test("na ja is a shrug, not a no", () => expect(saysNo("na ja, geht so")).toBe(false));
  test.each(["Ich will mich nicht umbringen.", "I don't want to die", "ich bringe mich nicht um"])("%s says no unasked", (text) =>
    expect(statesNo(text)).toBe(true),
  );
  test.each([
    "Nein.",
    "Ich bin sicher, dass es nie besser wird.",
    "Ich will nicht mehr leben.",
    "Ich will mich nicht mehr spüren.",
    "ja, ich will mich nicht umbringen aber",
  ])("%s does not say no unasked", (text) => expect(statesNo(text)).toBe(false));
  test.each([
    "Ich meinte die Karlsbrücke in Prag",
    "war nur ein Spaß 😅",
    "nicht wörtlich gemeint",
    "haha nein, in Clash of Clans",
    "I meant the bridge in the game",
    "just kidding",
  ])("%s clarifies", (text) => expect(clarifies(text)).toBe(true));
  test.each(["Ich will nicht mehr.", "Mir geht es schlecht", "passt schon"])("%s does not clarify", (text) =>
    expect(clarifies(text)).toBe(false),
  );
  test.each(["passt schon", "egal", "ok", "schon gut", "it's fine"])("%s deflects", (text) => expect(deflects(text)).toBe(true));
});
