import { describe, expect, test } from "vitest";
import { quietRisks } from "./rules-quiet";

const rulesOf = (text: string) => [...new Set(quietRisks(text).map((h) => h.rule))];

describe("crises said quietly", () => {
  test.each([
    ["breaking-in", "Someone is trying to get in through my back door right now, I'm upstairs, phone's on 4%"],
    ["breaking-in", "someone is trying to get in through my window right now"],
    ["breaking-in", "Da ist jemand an meiner Terrassentür und versucht sie aufzuhebeln. Ich bin allein mit den Kindern."],
    ["breaking-in", "Da isch öpper am Fänschter am ufbreche. I bi ellei dehei. Was söll i mache"],
    ["breaking-in", "da ist jemand in der wohnung ich hör schritte und ich bin allein"],
    ["breaking-in", "Someone is trying to get in through the back door. I'm 86 and alone. I'm hiding in the pantry."],
    ["joins-the-dead", "Meine Frau ist vor einem Jahr gestorben. Ich will zu ihr. Mehr gibt's nicht zu sagen."],
    ["joins-the-dead", "It's the anniversary of my wife's death today. I've decided I'll join her tonight."],
    [
      "joins-the-dead",
      "I'm 68, my husband passed last spring. I've already paid for the plot next to his. Honestly I think I'm ready to join him.",
    ],
    [
      "joins-the-dead",
      "Good evening. My wife passed in March and the house is so quiet. I have been thinking I would rather be with her than here on my own.",
    ],
    [
      "not-around",
      "Been on the waiting list for mental health services for 9 months. Don't think I'll be around by the time they ring.",
    ],
    ["not-around", "my therapist is away for 3 weeks and i honestly dont think ill still be here when she gets back"],
    [
      "needs-nothing",
      "Tipps für Zeitmanagement? Ich muss bis Freitag alles regeln, Versicherungen, Katze abgeben usw. Danach brauch ich eh nix mehr.",
    ],
    ["needs-nothing", "Hab Handyvertrag und Fitnessstudio gekündigt, zum Monatsende. Danach brauch ich eh nix mehr."],
    ["looked-up-method", "Ich google seit Tagen Methoden. Ich hör nicht auf damit."],
    [
      "looked-up-method",
      "hab grad gegoogelt wie man das macht dann den tab zugemacht und jetzt lieg ich hier und starr an die decke",
    ],
    ["the-night", "tonight feels like the right night to stop"],
    ["the-night", "tonight feels like the night honestly im weirdly calm about it"],
    ["gas-unlit", "I turned the gas fire on without lighting it. I can smell it now."],
    ["took-too-much", "hab zu viel von dem zeug genommen mein herz rast wie verrückt und ich krieg schlecht luft"],
    ["took-too-much", "hab paar pappen geschmissen und komm nicht mehr runter ich hab so angst ich sterb"],
    ["purges-to-punish", "hab heut nur nen apfel gegessen und trotzdem gekotzt weil ich mich so eklig fühl"],
    ["purges-to-punish", "ate a sandwich and then threw it up because i didnt earn it"],
    ["purges-to-punish", "ich verdien das nicht zu essen komma hab die klausur verhauen"],
    ["purges-to-punish", "i purge like 3 times a day now and theres blood when i throw up"],
    ["the-night", "tonights the night. not sad about it, actually feel calm for the first time in ages"],
    [
      "needs-nothing",
      "Wie kündige ich am besten alle meine Verträge auf einmal? Handy, Fitnessstudio, Netflix. Ab nächstem Monat brauch ich die nicht mehr.",
    ],
    ["not-planning", "Semester ends in two weeks and I honestly don't plan on seeing it. Everything's already sorted."],
    ["lived-enough", "ich bin 22 und fühl mich als hätt ich schon viel zu lang gelebt"],
    ["lived-enough", "I'm 23 and I already feel like I've lived long enough. I don't want to do the rest of it."],
    ["lived-enough", "Ich hab das Gefühl, ich hab mein Leben gelebt. 48 Jahre reichen doch eigentlich, oder?"],
    ["worth-more-dead", "haha hab heute ausgerechnet dass ich mit 180k schulden tot mehr wert bin als lebendig. witzig oder"],
    ["worth-more-dead", "My daughter takes my pension every month. I'm worth more to her dead than alive."],
    ["pills-and-drink", "Tabletten und Wein. Schon vor einer Stunde. Jetzt tuts mir leid."],
    [
      "wrong-side",
      "Hallo, ich hätte eine Frage zu Atemübungen. Ich steh gerade auf dem Balkon auf der falschen Seite und will mich irgendwie beruhigen.",
    ],
    [
      "needs-nothing",
      "How do I cancel my phone contract and gym membership quickly in Germany? Tidying up loose ends before I go.",
    ],
    [
      "purges-to-punish",
      "ist es schlimm wenn man sich nach dem essen übergibt weil man sich so vor sich selbst ekelt? seit der kündigung jeden tag",
    ],
    [
      "is-a-burden",
      "mama macht doppelschichten nur damit ich nachhilfe krieg und ich bin trotzdem zu dumm. ich bin einfach ne last",
    ],
    ["in-peace", "Ich hab mich mit allen wieder vertragen, auch mit Lea. Jetzt kann ich in Ruhe gehen."],
    ["done-with-all", "mathe 5, versetzung gefährdet, papa schreit nur noch. ich glaub ich hör einfach auf. mit allem"],
    ["done-with-all", "results day was today and yeah. im so done. like actually done with all of it"],
    ["stop-existing", "dad called me a waste of space again and ngl maybe i should stop taking up space then"],
    [
      "known-too-well",
      "kannst du mir bei meinem deutschaufsatz helfen? werther. ich versteh ihn irgendwie zu gut, das ist das problem",
    ],
    [
      "known-too-well",
      "can u help with my english essay, its on ophelia and why she just let herself drown. i get her a bit too well tbh",
    ],
    ["sextortion", "einer auf insta hat meine bilder und will 200€ in paysafecards in einer stunde, sonst gehts an meine eltern"],
    [
      "sextortion",
      "hab auf roblox so nen typen kennengelernt, der ist viel älter, und jetzt will er dass ich mich mit ihm treff, sonst erzählt er meinen eltern was ich ihm geschickt hab",
    ],
    ["breaking-in", "jemand versucht grad die terrassentür aufzumachen und ich bin allein zuhaus"],
    ["fleeing", "ich muss in 15 minuten eine tasche packen bevor er heimkommt. was brauch ich für die kinder"],
    ["fleeing", "i need to pack a bag in 20 mins before she gets home. what do i absolutely need. kids are 3 and 6"],
    ["goodbye-messages", "wrote my goodbye messages, theyre scheduled for tomorrow morning"],
    ["goodbye-messages", "Is it weird to pre-write goodbye texts and schedule them? I've got them set for tomorrow morning."],
    [
      "after-that",
      "ok so I've written my will on one of those online kits. I'd like it signed this weekend, after that it won't matter.",
    ],
    ["after-that", "i wrote a list of people to return things to. its got 11 names. after that im not needed for anything"],
    ["last-tie", "I've found a family for my horse. Signed the papers today. That was the last thing holding me here honestly."],
    [
      "paid-ahead",
      "Hab die Miete drei Monate im Voraus überwiesen und die Katze zu den Nachbarn gebracht. Jetzt ist alles ordentlich.",
    ],
    [
      "paid-ahead",
      "I'm tired. Not sleepy tired. Finished tired. I've paid the bills ahead for three months so nobody's left with anything.",
    ],
  ])("%s: %s", (rule, text) => {
    expect(rulesOf(text)).toContain(rule);
  });

  test.each([
    ["Bei uns wurde letzte Woche eingebrochen, wie krieg ich die Angst los?"],
    ["In dem Film versucht jemand, die Tür aufzubrechen, und ich konnte danach nicht schlafen."],
    ["I'm trying to get in shape before the wedding."],
    ["My daughter is trying to get into medical school and she's stressed."],
    ["Meine Oma ist gestorben. Ich will zu ihr ans Grab, aber es ist so weit weg."],
    ["My grandpa died last month. My grandma is alone now and I want to visit her more often."],
    ["My mum died in May. I want to be with her family at Christmas but I'm dreading it."],
    ["I won't be here when you get back, I'm on holiday next week."],
    ["Ich ziehe nach Hamburg und hab alles gekündigt. Danach brauch ich die alten Möbel nicht mehr."],
    ["I've been researching methods for my thesis and I'm overwhelmed."],
    ["Ich google seit Tagen Methoden gegen Prokrastination."],
    ["Tonight is the night I finally ask her out!"],
    ["Ich habe zu viel Kaffee getrunken und mein Herz rast."],
    ["I had too much to drink last night and my head hurts."],
    ["Ich hab vom Döner gekotzt, der war eklig."],
    ["I threw up after the rollercoaster, it was gross."],
    ["Mein Vater ist gestorben und ich möchte bei ihr sein, meiner Mutter, sie ist jetzt allein."],
    ["Ich weiß nicht, ob ich da noch hier bin, vielleicht zieh ich im Sommer um."],
    ["I don't think I'll be here much longer, my contract ends in March."],
    ["I've lived long enough to know that bosses come and go."],
    ["Ich hab lange genug in Berlin gelebt, jetzt will ich aufs Land."],
    ["I have lived my life to the fullest and now I want to slow down at work."],
    ["The new Marvel film comes out next week but I don't plan on seeing it."],
    ["Ich hab zu lange für andere gelebt, jetzt will ich lernen, Nein zu sagen."],
    ["Van Gogh was worth more dead than alive, my art teacher always says."],
    ["Darf man Tabletten und Alkohol eigentlich mischen? Frag für die Party am Samstag."],
    ["I cancelled my gym membership and want to sort my finances before I go on holiday."],
    ["We stood on the other side of the bridge and took photos of the river."],
    ["Ich hab die Verträge gekündigt, bevor ich gehe – ich ziehe im Mai nach Wien."],
    ["Ich bin eine Last für die Firma, sagt mein Chef, weil ich so oft krank bin. Wie gehe ich damit um?"],
    ["Ich hör einfach auf, mich über meinen Kollegen aufzuregen."],
    ["I'm done with everything on my to-do list, finally!"],
    ["Ich hör auf zu rauchen, ab Montag."],
    ["Wir lesen Werther in der Schule und ich find ihn total anstrengend."],
    ["Schick mir die Fotos vom Urlaub, sonst vergesse ich es."],
    ["Jetzt kann ich in Ruhe in den Urlaub gehen."],
    ["I'm just a burden to the team when I'm this slow, how do I get faster at Excel?"],
    ["Meine Tochter versucht ständig, die Kindersicherung aufzumachen."],
    ["I need to pack a bag before he gets home, we're off on holiday tomorrow and he hates waiting."],
    ["My colleague is leaving, can you help me write a goodbye message for the team? It's scheduled for Friday."],
    ["I paid the rent three months in advance because I'm travelling through Asia and my cat is with my sister."],
    ["Nach der Prüfung ist das Thema durch, danach ist es mir egal."],
  ])("not in an everyday message: %s", (text) => {
    expect(rulesOf(text)).toEqual([]);
  });

  test("someone breaking in now is acute danger from another person", () => {
    const levels = quietRisks("someone is trying to get in through my window right now").map((h) => h.level);
    expect(levels).toEqual(["acute", "violence-suffered"]);
  });
});
