import type { Phrases } from "./phrase-types";

/** The English pools (see phrases.ts). First person, warm, plain. */
export const PHRASES_EN: Phrases = {
  leads: [
    "I suggest {tip}.",
    "I'd recommend {tip}.",
    "You could try {tip}.",
    "My suggestion would be {tip}.",
    "One thing worth trying is {tip}.",
  ],
  againLeads: [
    "That's exactly what my earlier suggestion was for: {tip}.",
    "What I suggested earlier fits here: {tip}.",
    "For that, I'd come back to my earlier suggestion: {tip}.",
  ],
  pushLeads: [
    "A different approach would be {tip}.",
    "Instead, you could try {tip}.",
    "Something quite different is {tip}.",
    "Another option is {tip}.",
  ],
  continueOpens: [
    "I'm still thinking about {label} with you.",
    "Let's look at {label} a little more closely, I'm right here with you.",
    "I'm keeping {label} in view.",
    "I'm still listening, and I haven't forgotten {label}.",
    "I'm staying with you on this and thinking of {label}.",
  ],
  labelAsks: [
    "When you think about {label}, what would be a first small step?",
    "What goes through your mind right now when you think about {label}?",
    "What would do you good when you think about {label}?",
  ],
  genericOpens: [
    "Thank you for sharing that with me.",
    "I'm happy to keep listening.",
    "I think it's brave that you're looking so honestly at what moves you.",
    "Thank you, that helps me understand you better.",
  ],
  genericBridges: [
    "I'd like to understand you well before I suggest anything.",
    "Together we'll find a small, manageable next step.",
    "Sometimes it already helps to put something into words.",
    "You don't need to have it all sorted, just tell me as it comes.",
  ],
  genericTips: [
    "taking ten minutes just for yourself today and writing down what gives you energy right now and what drains it",
    "choosing one single small step for the next few days and putting it in your calendar",
    "talking openly about it with someone you trust",
  ],
  genericAsks: [
    "Would you tell me what's on your mind most right now?",
    "What is the hardest part for you right now?",
    "What would tell you that things have become a little easier?",
    "When did you handle a similar situation well before?",
  ],
  mirrorOpens: ["You wrote “{said}”, and I'd like to understand that well.", "I'm reading “{said}” and I take it seriously."],
  mirrorAsks: ["What matters most to you about “{said}” right now?", "What do you need when you think of “{said}”?"],
  greet: [
    "Hello, it's good to have you here!",
    "Hello and welcome, I'm glad you're writing!",
    "Hi, it's great that you got in touch!",
  ],
  greetNamed: [
    "Hello {name}, it's good to have you here!",
    "Hello {name}, welcome, I'm glad you're writing!",
    "Hi {name}, it's great that you got in touch!",
  ],
  greetAgain: ["It's good to have you back!", "Hello again, I'm glad you're still writing!"],
  intro: [
    "I'm here to listen to you and support you for a while.",
    "I'm happy to listen and think with you about what might do you good.",
    "I'm an AI coach and I'm glad to take time for you.",
  ],
  invite: [
    "Feel free to tell me what's on your mind, whether it's stress, sleep or something else entirely.",
    "You can tell me anything that's weighing on you, whether it's an exam, work or family.",
  ],
  greetAsks: ["Where would you like to start today?", "What's weighing on you most right now?"],
  thanksAcks: [
    "You're very welcome, I'm glad if it helps you.",
    "Happy to help, I'm glad we're looking at this together.",
    "Thank you too, I'm glad to keep going with you.",
  ],
  closingOpens: [
    "It's good that you want to give it a try.",
    "That sounds like a good plan.",
    "Great, now you have something concrete to work with.",
  ],
  closingWishes: [
    "I'm keeping my fingers crossed for you, and don't be too hard on yourself if it isn't perfect straight away.",
    "Good luck with it, a first try already counts.",
    "I hope it makes things a little easier for you.",
  ],
  closingDoors: [
    "If you like, tell me afterwards how it went, I'm here.",
    "You can come back any time, and we'll look at it together.",
    "Feel free to come back whenever you'd like to talk again.",
  ],
  progressOpens: [
    "That's a lovely success, and I'd say you made it happen yourself.",
    "How wonderful, I'm really glad for you.",
    "I think that's a real step, even if it seems small.",
  ],
  progressNotes: [
    "Small successes like this show that your approach is worth it.",
    "Moments like this are often where something new starts to grow.",
    "It's worth pausing for a moment to take that in.",
  ],
  progressAsks: ["What made the difference this time?", "What would you like to keep doing?", "How did it feel for you?"],
  okAcks: [
    "All right, I'm still here for you.",
    "Good, then let's keep going like this, I'm with you.",
    "Okay, I'm glad to stay with it together with you.",
  ],
  panicSteps: [
    "Keep breathing out slowly, longer than you breathe in, I'm right here with you.",
    "You're doing well, the wave will pass.",
    "Take your time, I'll stay here until it eases.",
  ],
  steps: [
    "If you like, simply try the next small step before tomorrow.",
    "Just pick one small part of it for today, that's plenty.",
    "You don't have to do it perfectly, a first try already counts.",
  ],
  pushOpens: [
    "Thank you for being so honest with me, so let's leave this path aside for now.",
    "I understand, not every suggestion suits every person.",
    "Good that you're telling me, then let's try something else.",
    "I hear that it didn't help you, and that's completely okay.",
  ],
  pushAsks: [
    "What exactly have you tried already, and where did it get stuck?",
    "What would a suggestion need so that it really fits you?",
    "Which of these could you imagine more easily?",
  ],
  recallTip: ["Earlier I suggested {tip}.", "My last tip was {tip}.", "I had recommended {tip}."],
  recallSay: [
    "I had suggested this opening: “{say}”",
    "My suggestion for the first sentence was: “{say}”",
    "As an opening, I had recommended: “{say}”",
  ],
  recallQuote: [
    "I had quoted our knowledge base: “{quote}”",
    "Last time I gave you this sentence from our knowledge base: “{quote}”",
  ],
  recallOther: ["The last thing I suggested was this: “{sentence}”", "My last suggestion was: “{sentence}”"],
  recallFirstTip: ["The first thing I suggested was {tip}.", "My first tip was {tip}."],
  recallFirstOther: ["The first thing I suggested was this: “{sentence}”", "My first suggestion was: “{sentence}”"],
  recallNone: [
    "To be honest, I haven't given you a concrete tip in our conversation yet.",
    "I can't find a concrete piece of advice from me in our conversation, to be honest.",
  ],
  recallSteps: [
    "If you like, try a very small version of it before tomorrow.",
    "A good next step would be to pick a fixed time for it right now.",
    "You can also just play it through in your mind first.",
  ],
  recallTalkSteps: [
    "Say the sentence out loud once beforehand, so it feels more familiar in the conversation.",
    "Feel free to adapt it until it really sounds like you.",
  ],
  nameKnown: ["Of course, your name is {name}.", "Sure, I remember, you're {name}.", "Yes, {name}, I've remembered that."],
  nameUnknown: [
    "I can't find your name in our conversation, maybe you haven't told me yet.",
    "You haven't told me your name so far, at least I can't see it in our conversation.",
  ],
  nameOffer: ["If you like, tell me, and I'll gladly call you by it.", "You're welcome to tell me, but you don't have to."],
  aboutWhat: [
    "I'm not a person but an AI coach who listens to you here in the chat.",
    "To be honest, I'm an AI, a digital coach and not a human being.",
  ],
  aboutLimits: [
    "I don't replace therapy and I'm not an emergency service, so if you are in acute danger, please call 112.",
    "I can't replace therapy, and in an emergency 112 will help you faster than I can.",
  ],
  aboutCan: [
    "I can listen, ask questions and find small, doable steps with you, for example with exam nerves, stress or sleep problems.",
    "What I'm good at: sorting out with you what's on your mind and thinking about concrete next steps.",
  ],
  aboutAsks: ["How can I support you today?", "What's on your mind right now?"],
  aboutTopicAsks: ["Would you like to keep talking about {label}?", "Shall we carry on with {label}?"],
  resumedThanks: [
    "Thank you for being so open with me.",
    "Thank you for your openness, that matters to me.",
    "Thanks for telling me.",
  ],
  selfHarmHeard: [
    "Thank you for telling me that you hurt yourself as well; I take that seriously.",
    "I won't pass over the fact that you hurt yourself, and I'm glad you told me.",
  ],
  knowledgeLeads: ["I found something on this that might help you.", "I looked into this and found something that fits."],
  knowledgeFrames: [
    "In our knowledge base, the document “{title}” says{other}: “{quote}”",
    "I looked in our knowledge base, and the document “{title}” says{other}: “{quote}”",
    "Our knowledge base has something on this: the document “{title}” says{other}: “{quote}”",
  ],
  knowledgeFramesUntitled: ["Our knowledge base says{other}: “{quote}”", "In our knowledge base it says{other}: “{quote}”"],
  knowledgeOther: " in German",
  knowledgeAsks: [
    "Which part of it would you like to try first?",
    "How does that sound to you?",
    "Which of it fits your situation?",
  ],
  supportLeads: ["I'd recommend {tip}.", "I suggest {tip}.", "What matters is {tip}.", "The key thing is {tip}."],
  talkOpens: [
    "I think it's good that you're preparing for this conversation, because the first sentence is often the hardest.",
    "It's understandable that you want a good way into a conversation like this, and I'm glad to help.",
    "I'm happy to help you with the start, because a clear opening takes a lot of pressure off.",
  ],
  talkSay: [
    "You could start like this: “{say}”",
    "A possible first sentence would be: “{say}”",
    "For example, open with: “{say}”",
  ],
  talkThen: ["After that you can say: “{then}”", "Next, something like this fits: “{then}”", "And then perhaps: “{then}”"],
  talkAsks: [
    "How would that opening sound in your own words?",
    "When and where could you have the conversation in peace?",
    "What do you hope happens after the conversation?",
  ],
  violenceOpens: [
    "Thank you for telling me, and I take it seriously: what you describe shouldn't happen to you, even if the person apologises afterwards.",
    "I'm glad you're saying it, and how someone else treats you is not your fault.",
  ],
  violenceSafety: [
    "Your safety comes first: before you plan a conversation with this person, a counselling service can help you weigh things up, and the numbers are next to the chat.",
    "You don't have to sort this out alone: the numbers next to the chat lead to people who know about this and will listen to you.",
  ],
  harmOpens: [
    "Thank you for saying this so openly: it isn't easy, and it's an important first step.",
    "It's good that you're talking about it instead of carrying it alone, because it shows you want something to change.",
  ],
  harmSafety: [
    "What matters now is that it doesn't happen again: when the anger rises, leave the situation before anything happens, and put away anything someone could be hurt with.",
    "You don't have to get this under control alone: there is counselling for people who are afraid of their own anger, and the numbers next to the chat can help you further.",
  ],
  reactionOpens: [
    "It's wise to prepare for that reaction too, because expecting it helps you stay calm.",
    "Worrying about that reaction is understandable, and it doesn't mean the conversation will go wrong.",
  ],
  reactionSay: ["In that moment you could calmly say: “{say}”", "Then a sentence like this might help: “{say}”"],
  reactionAsks: ["What would help you stay calm in that moment?", "How would you say it so that it sounds like you?"],
  decideOpens: [
    "I can't answer “{said}” with a simple yes or no, but I'm glad to help you sort it out.",
    "That's a real trade-off, and the decision is yours, but you don't have to think it through alone.",
    "I won't make the decision for you, but we can look together at what matters to you in it.",
  ],
  decideTips: [
    "playing both paths through and asking yourself how each of them would feel in six months",
    "writing down what speaks for it and against it, and marking what really matters to you",
    "asking yourself what you would advise a good friend in the same situation",
  ],
  decideAsks: [
    "What would matter most to you in this decision?",
    "Which answer are you leaning towards yourself, if you're honest?",
    "What are you afraid of if you choose one side or the other?",
  ],
  decideMedical: [
    "putting that question to your GP or a pharmacist, because the answer depends on your health and anything else you take",
  ],
  decideDoctor: [
    "making an appointment with your GP when something has been weighing on you for a while, and noting beforehand since when and what you've already tried",
  ],
  summaryTopic: ["In short: we talked about {label}.", "Happy to sum up: at the centre was {label}."],
  summaryTips: ["First I suggested {tip}.", "My first suggestion was {tip}."],
  summaryMore: ["Most recently I suggested {tip}.", "After that came the idea of {tip}."],
  summaryNone: [
    "I haven't made a concrete suggestion yet, we've been sorting things out so far.",
    "So far we've mostly been sorting things out; I haven't given you a concrete tip yet.",
  ],
  summaryAsks: ["Which of it would you like to tackle first?", "Is anything important missing from this summary?"],
};
