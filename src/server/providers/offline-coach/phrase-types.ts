/**
 * The pools the coach builds replies from, besides the topics. Every pool has
 * several entries: the coach takes the first one it has not said yet, so no
 * sentence repeats. Placeholders: {tip} (a topic's tip core), {label} (a
 * topic's label), {name}, {said} (the visitor's words), {say} and {then}
 * (opening lines of a conversation), {quote}, {title}, {other}.
 */
export interface Phrases {
  /** A tip core becomes a sentence: "Ich schlage dir vor, {tip}." */
  leads: string[];
  /** The same after the visitor said a tip did not help. */
  pushLeads: string[];
  /** A tip given earlier that answers what the visitor asks now: "Genau dafür hatte ich dir vorhin vorgeschlagen, {tip}." */
  againLeads: string[];
  /** Coming back to the thread's topic when the new message names none. */
  continueOpens: string[];
  /** Questions on the thread's topic when its own are used up. */
  labelAsks: string[];
  genericOpens: string[];
  genericBridges: string[];
  genericTips: string[];
  genericAsks: string[];
  /** The last resort: the visitor's own words. */
  mirrorOpens: string[];
  mirrorAsks: string[];
  greet: string[];
  greetNamed: string[];
  greetAgain: string[];
  intro: string[];
  invite: string[];
  greetAsks: string[];
  /** Thanks, ok, passt. */
  thanksAcks: string[];
  /** Leaving to try it: "Das klingt nach einem guten Plan." */
  closingOpens: string[];
  /** A wish for the attempt, with leave to be imperfect. */
  closingWishes: string[];
  /** The door left open: "erzähl mir danach, wie es gelaufen ist". */
  closingDoors: string[];
  /** Something worked: "Das ist ein schöner Erfolg …" */
  progressOpens: string[];
  progressNotes: string[];
  /** What made the difference, what to keep. */
  progressAsks: string[];
  okAcks: string[];
  steps: string[];
  /** Next steps in a panic attack, which is now: breathing, staying, never "bis morgen". */
  panicSteps: string[];
  /** "Das bringt mir nichts." */
  pushOpens: string[];
  pushAsks: string[];
  /** "Was hattest du mir geraten?" */
  recallTip: string[];
  recallSay: string[];
  recallQuote: string[];
  recallOther: string[];
  /** "Was war dein erster Tipp?": a tip as its infinitive clause, anything else quoted. */
  recallFirstTip: string[];
  recallFirstOther: string[];
  recallNone: string[];
  recallSteps: string[];
  /** After restating an opening line. */
  recallTalkSteps: string[];
  /** "Weißt du noch, wie ich heiße?" */
  nameKnown: string[];
  nameUnknown: string[];
  nameOffer: string[];
  /** "Bist du ein Mensch?" */
  aboutWhat: string[];
  aboutLimits: string[];
  aboutCan: string[];
  aboutAsks: string[];
  aboutTopicAsks: string[];
  /** After a safety question was answered "no". */
  resumedThanks: string[];
  /** A message that speaks of self-harm beside its request (the concern grade's question follows): heard first. */
  selfHarmHeard: string[];
  knowledgeLeads: string[];
  knowledgeFrames: string[];
  knowledgeFramesUntitled: string[];
  /** Said when the quote is in the other language: " auf Englisch". */
  knowledgeOther: string;
  knowledgeAsks: string[];
  /** Leads for a step when the visitor helps someone in danger: firmer than a tip's. */
  supportLeads: string[];
  /** "Wie soll ich das Gespräch anfangen?" */
  talkOpens: string[];
  talkSay: string[];
  talkThen: string[];
  talkAsks: string[];
  /** A message about violence done to the visitor (the concern grade's question follows): taken seriously, safety first. */
  violenceOpens: string[];
  violenceSafety: string[];
  /** A message about harm the visitor did to someone (the concern grade's question follows): no blame, no tips, safety first. */
  harmOpens: string[];
  harmSafety: string[];
  /** "Und wenn sie wütend wird?": preparing for the reaction the visitor fears; {say} is a line for that moment. */
  reactionOpens: string[];
  reactionSay: string[];
  reactionAsks: string[];
  /** "Soll ich …?": the coach does not decide, it helps to weigh; {said} is the question. */
  decideOpens: string[];
  /** Tip cores for weighing any decision, when the topic has none of its own. */
  decideTips: string[];
  decideAsks: string[];
  /** Tip cores for a decision about medicine ("Is it ok to take melatonin?"): a doctor or pharmacist answers it. */
  decideMedical: string[];
  /** "Soll ich zum Arzt?": the appointment. */
  decideDoctor: string[];
  /** "Fass mal zusammen": {label} is the thread's topic, {tip} the first and then the latest suggestion. */
  summaryTopic: string[];
  summaryTips: string[];
  summaryMore: string[];
  /** The summary when the coach has suggested nothing yet. */
  summaryNone: string[];
  summaryAsks: string[];
}
