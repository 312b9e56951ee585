import { expect, test } from "vitest";
import { DECISION_TIPS } from "./decisions";
import { TALKS } from "./talks";
import { JOBLOSS } from "./talks-own";
import { threadTopic, topicTexts } from "./topics";
import { converse, expectReply } from "./test-conversation";

test.each([
  ["I have my driving test on friday and I am so nervous", "driving"],
  ["Morgen ist meine Fahrprüfung und ich hab Angst, den Motor abzuwürgen.", "driving"],
  ["Ich habe morgen eine Klausur in Mathe.", "exam"],
  ["I have a chemistry test tomorrow.", "exam"],
] as const)("a driving test is practised, not studied for: %s", (message, topic) => {
  expect(threadTopic([message])).toBe(topic);
});

test("the driving test gets its own tips: stalling does not end it", () => {
  const replies = converse("en", [
    "I have my driving test on friday and I am so nervous",
    "I failed it once already",
    "what if I stall the car at the start?",
  ]);
  const studyTips = topicTexts("exam", "en").tips;
  for (const reply of replies) {
    expect(
      studyTips.some((tip) => reply.includes(tip)),
      reply,
    ).toBe(false);
    expectReply(reply, "en");
  }
  expect(
    topicTexts("driving", "en").tips.some((tip) => replies.join(" ").includes(tip)),
    replies.join("\n"),
  ).toBe(true);
});

test("cannabis found in a teenager's room: talk about what was found, no leaving it to the teen", () => {
  const replies = converse("de", [
    "Mein Sohn ist 16 und kifft, glaube ich.",
    "Ich habe Gras in seinem Zimmer gefunden.",
    "Soll ich ihn direkt darauf ansprechen?",
    "Wie fange ich an?",
  ]);
  expect(replies[0]).not.toMatch(/Abstand zu deinem Kind/);
  expect(replies.slice(0, 2).join(" ")).toMatch(/Suchtberatung/);
  expect(replies[2]).not.toContain(DECISION_TIPS.teen!.de[0]!);
  expect(replies[3]).toContain(TALKS.child.de[0]![0]);
  for (const reply of replies) expectReply(reply, "de");
});

test("without drugs named, the lines and tips about them stay unused", () => {
  const replies = converse("en", [
    "My daughter is 15 and barely talks to me anymore.",
    "How do I start a conversation with her?",
  ]);
  expect(replies.join(" ")).not.toMatch(/found something|addiction counselling/);
});

test.each([
  [
    "de",
    [
      "hallo ich hab morgen ein vorstellungsgespräch bei einer bank",
      "was ziehe ich am besten an",
      "und was sag ich wenn die nach meinen schwächen fragen",
    ],
  ],
  ["en", ["job interview tomorrow, so nervous", "what should I wear?", "what do I say if they ask about my weaknesses?"]],
] as const)("%s: a question about the interview gets the tip for it, not an opening line", (lang, turns) => {
  const [, wear, weakness] = converse(lang, [...turns]);
  const tips = topicTexts("interview", lang).tips;
  expect(wear).toContain(tips[4]!);
  expect(weakness).toContain(tips[1]!);
  // What to answer when asked is no way into a conversation.
  expect(weakness).not.toMatch(/Einladung|inviting me/);
});

test("up late on the phone is a matter of sleep, and the first tip is recalled when asked by its place", () => {
  const replies = converse("en", [
    "i cant stop scrolling my phone at night and then im wrecked at work",
    "like 2am every night",
    "any tips?",
    "ok what was the first one again",
  ]);
  const sleepTips = topicTexts("sleep", "en").tips;
  const first = sleepTips.find((tip) => replies[0]!.includes(tip));
  expect(first, replies[0]).toBeDefined();
  expect(replies[3]).toContain(first!);
  for (const reply of replies) expectReply(reply, "en");
});

test.each([
  ["de", "Meine beste Freundin hat mich zu ihrer Hochzeit nicht eingeladen."],
  ["en", "My best friend didn't invite me to her wedding and I'm so hurt."],
] as const)("%s: a friend who hurt the visitor is a friendship, not a partner", (lang, message) => {
  expect(threadTopic([message])).toBe("friendship");
  const [reply] = converse(lang, [message]);
  expect(
    topicTexts("friendship", lang).tips.some((tip) => reply!.includes(tip)),
    reply,
  ).toBe(true);
  expectReply(reply!, lang);
});

test.each([
  ["mein chef hat mir gekündigt", "jobloss"],
  ["I got laid off this morning.", "jobloss"],
  ["ich hab so angst vor der zahnarzt behandlung morgen", "fear"],
  ["I keep comparing myself to everyone on instagram", "selfdoubt"],
] as const)("the topic of %j is %s", (message, topic) => {
  expect(threadTopic([message])).toBe(topic);
});

test("handing in one's notice is no dismissal", () => {
  expect(threadTopic(["Ich habe gestern gekündigt und fange im März woanders an."])).not.toBe("jobloss");
});

test("dismissed: no tips for a quarrel with the boss, and how to tell the family gets lines for that", () => {
  const replies = converse("de", [
    "mein chef hat mir gekündigt",
    "ich weiß nicht wie ich das meiner familie sagen soll",
    "Was hattest du mir als Einstieg vorgeschlagen?",
  ]);
  expect(replies.join(" ")).not.toMatch(/Meeting|Ich-Botschaften|schäme/);
  expect(replies[1]).toContain(JOBLOSS.de[0]![0]);
  expect(replies[2]).toContain(JOBLOSS.de[0]![0]);
  for (const reply of replies) expectReply(reply, "de");
});

test("a fear of the dentist tomorrow first gets the tip for the appointment", () => {
  const [reply] = converse("en", ["I'm terrified of my dentist appointment tomorrow, especially the injection."]);
  expect(reply).toMatch(/hand signal for a pause/);
  expectReply(reply!, "en");
});

test("a quarrel with the boss about something else gets no tip about being interrupted in meetings", () => {
  const replies = converse("en", ["my boss criticised me in front of everyone", "it was so humiliating", "what can I do?"]);
  expect(replies.join(" ")).not.toMatch(/finish your thought/);
  const interrupted = converse("en", ["my colleague keeps cutting me off in meetings", "what can I do?", "anything else?"]);
  expect(interrupted.join(" ")).toMatch(/finish your thought/);
});

test("someone else's apology is no wish to apologise", () => {
  const [reply] = converse("en", ["He pushed me yesterday, but he apologised. How do I talk to him about it?"]);
  expect(reply).not.toMatch(/I'm sorry about how I went at you/);
  const own = converse("en", ["I yelled at my sister yesterday.", "Should I apologise?", "How do I talk to her about it?"]);
  expect(own[2]).toMatch(/I'm sorry about how I went at you/);
});

test("a new team lead: the leadership topic, the tip for an ignored instruction, and the talk with the team member", () => {
  const replies = converse("en", [
    "I just got promoted to team lead and half the team are older than me",
    "one of them openly ignores my instructions",
    "should I escalate to my manager?",
    "how do I start that conversation with him first?",
  ]);
  expect(threadTopic(["I just got promoted to team lead and half the team are older than me"])).toBe("leadership");
  expect(replies[1]).toContain(topicTexts("leadership", "en").tips[2]!);
  // "him" is the team member: the manager was named only as someone to escalate to.
  expect(replies[3]).toContain(TALKS.employee.en[1]![0]);
  for (const reply of replies) expectReply(reply, "en");
});

test("the lines for bad news only where someone is dismissed", () => {
  const reply = converse("de", ["Ich muss morgen einem Mitarbeiter kündigen.", "Wie fange ich das Gespräch an?"]).at(-1)!;
  expect(reply).not.toMatch(/Aufgabe von letzter Woche/);
  const other = converse("de", ["Eine Mitarbeiterin kommt ständig zu spät.", "Wie spreche ich sie darauf an?"]).at(-1)!;
  expect(other).not.toMatch(/keine einfache Nachricht/);
});

test.each([
  ["Ich arbeite seit einem Jahr im Homeoffice und fühle mich total abgeschnitten.", "lonely"],
  ["Ich arbeite im Schichtdienst und komme nie zur Ruhe.", "sleep"],
  ["Mein Team streitet ständig und ich als Chefin weiß nicht weiter.", "leadership"],
  ["Ich kann mich nicht entscheiden, ob ich das Jobangebot annehmen soll.", "career"],
  ["My partner wants kids and I am not sure I do.", "relationship"],
  ["ich zock jeden abend bis 3 und komm morgens nicht aus dem bett", "sleep"],
  ["Ich bin am Ende mit meinen Nerven.", "stress"],
  ["mein schichtleiter schreit immer quer durch die halle wenn was nicht passt", "conflict"],
  ["Ich hab seit Wochen Rückenschmerzen vom Heben im Lager.", "health"],
  ["Unser Standort wird geschlossen, und wir sollen uns entscheiden, ob wir nach Kassel wechseln.", "career"],
] as const)("working life and a couple's plans name their topic: %s", (message, topic) => {
  expect(threadTopic([message])).toBe(topic);
});

test.each([
  ["de", "Ich trinke abends immer mehr Wein, um runterzukommen.", "drinking"],
  ["en", "I have been drinking too much wine every night since the divorce.", "drinking"],
  ["de", "Mein Sohn ist 16 und trinkt Alkohol.", "teen"],
  ["de", "Ich will endlich abnehmen, aber abends esse ich immer aus Frust Süßes.", "eating"],
  ["en", "i keep stress eating chocolate at my desk and i hate it", "eating"],
  ["de", "Mein Sohn will unbedingt abnehmen und isst kaum noch.", "parenting"],
  ["en", "My daughter (14) is on a diet and skipping meals", "teen"],
] as const)(
  "%s: one's own drinking or eating is a topic of its own, a child's stays with the child: %s",
  (lang, message, topic) => {
    expect(threadTopic([message])).toBe(topic);
    const [reply] = converse(lang, [message]);
    expect(
      topicTexts(topic, lang).tips.some((tip) => reply!.includes(tip)),
      reply,
    ).toBe(true);
    expectReply(reply!, lang);
  },
);

test.each([
  ["de", "Ich habe Angst vor der Geburt.", "fear", /Hebamme/],
  [
    "en",
    "I feel like I have no purpose anymore since retiring.",
    "retirement",
    /volunteering|enjoyed about your work|something new|contacts/,
  ],
  ["de", "Seit ich in Rente bin, fällt mir die Decke auf den Kopf.", "retirement", /Ehrenamt|Freude gemacht|Neues|Kontakte/],
] as const)("%s: fear of giving birth and the first years of retirement: %s", (lang, message, topic, tip) => {
  expect(threadTopic([message])).toBe(topic);
  const [reply] = converse(lang, [message]);
  expect(reply).toMatch(tip);
  expectReply(reply!, lang);
});

test.each([
  ["de", "servus i hob a problem mit meim nachbarn der is so laut jede nacht"],
  ["en", "my flatmate never cleans up and I am fed up"],
] as const)(
  "%s: neighbours and flatmates are living together, and a greeting with a worry gets more than a greeting",
  (lang, message) => {
    expect(threadTopic([message])).toBe("home");
    const [reply] = converse(lang, [message]);
    expect(
      topicTexts("home", lang).tips.some((tip) => reply!.includes(tip)),
      reply,
    ).toBe(true);
    const [greeted] = converse("de", ["Hallo, ich habe ein Problem mit meiner Vermieterin, sie antwortet nie."]);
    expect(greeted).not.toMatch(/Womit möchtest du heute anfangen/);
    expectReply(reply!, lang);
  },
);

test("back at work after a death: the thread stays grief, with lines for colleagues and a plan for tears", () => {
  const replies = converse("de", [
    "mein papa ist vor zwei monaten gestorben und ich muss nächste woche wieder arbeiten",
    "wie sag ich meinen kollegen dass ich nicht drüber reden will",
    "und wenn ich im büro anfange zu weinen",
  ]);
  const tip = topicTexts("grief", "de").tips[4]!;
  expect(replies[0]).toContain(tip);
  expect(replies[1]).toContain(TALKS.colleague.de[0]![0]);
  expect(replies[2]).toContain(tip);
  expect(replies[2]).toContain("Trauer");
  expect(threadTopic(["Mein Vater ist gestorben.", "Mein Kollege redet mir ständig rein und das nervt."])).toBe("conflict");
  for (const reply of replies) expectReply(reply, "de");
});

test.each([
  [
    "en",
    [
      "my rent went up again and i honestly dont know how im going to pay it this month",
      "should i ask my parents for money",
      "what do i say to them",
    ],
  ],
  ["de", ["Ich muss meine Eltern fragen, ob sie mir Geld leihen. Wie sag ich das?"]],
] as const)("%s: asking one's parents for money gets lines for that, not for a confession or a boundary", (lang, turns) => {
  const reply = converse(lang, [...turns]).at(-1)!;
  expect(reply).toContain(TALKS.parent[lang][0]![0]);
  expect(reply).not.toMatch(/schäme|ashamed|respect my decisions|Entscheidungen respektierst/);
  expectReply(reply, lang);
});

test.each([
  ["Mein Baby weint jeden Abend von sechs bis neun, die Hebamme sagt Schreistunde.", "parenting"],
  ["My 3 year old screams every time we leave the playground. Tips for transitions?", "parenting"],
  ["lost my dog yesterday. 14 years. the house is so quiet", "grief"],
  ["Unsere Katze musste gestern eingeschläfert werden.", "grief"],
  ["Ich warte auf das Ergebnis von der Biopsie und kann nicht abschalten.", "health"],
  ["Ich hab mich bei Klarna und Co. verzettelt und den Überblick verloren, was wann fällig ist.", "money"],
  ["I've got to do my first ever webinar for 200 customers next week.", "presentation"],
  ["auf partys steh ich immer am rand und weiß nicht wie ich ins gespräch komme", "lonely"],
  ["Ich bin im Frühjahr nach Freiburg gezogen. Ich kenn hier noch niemanden und mit dem Baby ist es nicht leicht.", "lonely"],
  ["mein mann und ich haben seit monaten keine zeit für uns. heute hab ich eine babysitterin gebucht", "relationship"],
  ["Planning a wedding for 150 people on a budget is a nightmare.", "money"],
] as const)("everyday worries name their topic: %s", (message, topic) => {
  expect(threadTopic([message])).toBe(topic);
});

test("found in the third sweep: pets, alarms, dispatchers, friends moved away, an illness told to the boss", () => {
  const [cat] = converse("de", ["heute vor einem jahr ist meine katze gestorben. ich hab heute viel geweint"]);
  expect(cat).not.toMatch(/wichtigen Menschen|Arbeitstage/);
  expect(threadTopic(["24-Stunden-Wache, zwei Brandmeldealarme. Ich bin todmüde."])).toBe("sleep");
  expect(threadTopic(["der disponent hat mir heute 140 stopps auf die tour gepackt"])).not.toBe("money");
  expect(threadTopic(["alle meine freunde sind nach dem abi weggezogen und ich bin als einziger hier geblieben"])).toBe("lonely");
  const [boss] = converse("en", ["how do i explain panic attacks to my boss without sounding dramatic"]);
  expect(boss).toContain(TALKS.boss.en[0]![0]);
  const [chefin] = converse("de", ["Wie sag ich meiner Chefin, dass ich Depressionen habe?"]);
  expect(chefin).toContain(TALKS.boss.de[0]![0]);
  expect(chefin).not.toMatch(/schäme|Vergangenheit/);
  const [workload] = converse("de", ["Meine Chefin überhäuft mich mit Arbeit. Wie spreche ich sie darauf an?"]);
  expect(workload).toMatch(/Pensum/);
});

test("a couple quarrelling since the baby is a matter of the relationship", () => {
  expect(threadTopic(["wir streiten seit dem baby nur noch darüber wer nachts aufsteht ich vermiss uns irgendwie"])).toBe(
    "relationship",
  );
  const [chefin] = converse("de", ["Ich hab eine Depression und weiß nicht, wie ich das meiner Chefin sagen soll."]);
  expect(chefin).toContain(TALKS.boss.de[0]![0]);
});
