import type { LifeTopicId, MoreTopicId, TopicId, TopicTexts } from "./topic-types";

/**
 * The English texts of each topic. Variant n of a topic is opens[n] + a lead
 * with tips[n] + asks[n]: empathy, one concrete tip, a question that moves on.
 * Tips are gerund phrases; a lead completes them ("I suggest …").
 */
export const TOPIC_TEXTS_EN: Record<Exclude<TopicId, MoreTopicId | LifeTopicId>, TopicTexts> = {
  exam: {
    label: "your exam",
    opens: [
      "I can really understand that the exam is on your mind so much, and I think it's great that you're taking care of it.",
      "I can tell how much this exam means to you, and feeling nervous beforehand is completely normal.",
      "I hear that the exam is putting real pressure on you, and you're definitely not alone with that.",
    ],
    tips: [
      "explaining the main topics out loud, as if someone were already sitting across from you and asking questions",
      "studying in 25-minute blocks with a five-minute break after each, and quizzing yourself at the end of every block",
      "not studying anything new the evening before the exam, only going over your notes once and getting to bed early",
      "breathing in for four seconds and out for six just before the exam, so your body notices that it's safe",
      "having a plan for a blank: skipping the question, taking one deep breath and carrying on with an easier one",
    ],
    asks: [
      "Which topic worries you most at the moment?",
      "How much time do you have left before the exam?",
      "What has helped you in earlier exams?",
    ],
  },
  stage: {
    label: "your performance",
    opens: [
      "I know that tingle before a performance well, and above all it tells me how much this matters to you.",
      "I can tell the thought of your audience won't let go of you, and stage fright is a deeply human thing.",
      "I hear how nervous you are about going on stage, and that energy can actually help you.",
    ],
    tips: [
      "going through your opening, first sentence or first bars, out loud a few times and breathing in for four seconds and out for six just before you start",
      "walking through it once in your head, from your first step on stage to the very end",
      "having a plan for a slip: if you go blank in the middle, lose your thread or play a wrong note, take one breath and carry on from the next safe spot, because the audience notices far less of it than you do",
      "running through the whole thing twice in front of someone you trust and asking them for one thing that already works well",
      "finding two friendly faces in the audience and looking mostly at them at the start",
    ],
    asks: [
      "What makes you most nervous when you picture the moment itself?",
      "Which part already feels solid when you practise?",
      "How many people will be in the audience?",
    ],
  },
  panic: {
    label: "your panic attacks",
    opens: [
      "I can imagine how frightening a panic attack is, when your heart races and everything becomes too much.",
      "I hear how much these attacks scare you, and I think it's brave that you're talking about it.",
      "I understand that even the fear of the next attack can weigh heavily on you.",
    ],
    tips: [
      "telling yourself during an attack that it will pass, and breathing out slowly, longer than you breathe in",
      "grounding yourself with the 5-4-3-2-1 exercise: five things you see, four you hear, three you feel, two you smell, one you taste",
      "having a doctor check once that everything is fine physically, so your mind has proof that it's panic the next time your heart races",
      "getting support from a psychotherapist, because panic attacks respond very well to treatment",
    ],
    asks: [
      "How does an attack usually announce itself for you?",
      "In which situations did you last have one?",
      "What has helped you once an attack faded?",
    ],
  },
  health: {
    label: "your health worries",
    opens: [
      "I understand how much a worry about your own health can take hold of you.",
      "I hear that this uncertainty won't let go of you right now, and that is truly exhausting.",
      "I can tell how much fear is in this worry, and I take it seriously.",
    ],
    tips: [
      "booking an appointment with your doctor and writing your questions down on a piece of paper beforehand",
      "no longer googling symptoms, and instead writing down the question for your doctor each time the urge comes",
      "setting a fixed worry time of fifteen minutes a day and kindly postponing the thoughts outside it until later",
      "talking to someone you trust about your fear instead of carrying it around alone",
    ],
    asks: [
      "Do you already have an appointment to get it checked?",
      "What goes through your mind when the worry is at its strongest?",
      "Who around you already knows about your worry?",
    ],
  },
  grief: {
    label: "your grief",
    opens: [
      "I'm so sorry that you've lost someone so important to you.",
      "I hear how deeply this loss affects you, and grief may take up as much room as it needs.",
      "I can tell how hard this time is for you, and I'm glad to be here with you.",
    ],
    tips: [
      "taking a small moment each day for remembering, with a photo or a candle, and not expecting yourself to function perfectly for the rest of the day",
      "writing a letter to the person you lost, with everything you still want to say",
      "talking about shared memories with someone who also knew them",
      "allowing your grief to come in waves and doing only what's necessary on the hard days",
      "thinking of a quiet place and a trusted person in your team for your first days back at work, somewhere to go when grief catches up with you, because tears at a time like this are nothing to be ashamed of",
      "choosing one or two small stories for the eulogy that show who they were, rather than a whole life story, and writing them down so you can read them out if your voice gives way",
    ],
    asks: [
      "What do you miss most right now?",
      "Who is with you in your grief at the moment?",
      "Is there a memory that is especially dear to you?",
    ],
  },
  money: {
    label: "your money worries",
    opens: [
      "I understand how much money worries can rob you of sleep and calm.",
      "I hear that your financial situation is weighing heavily on you, and I think it's brave of you to bring it up.",
      "I can tell how much pressure is in these numbers, and you're not alone with this.",
    ],
    tips: [
      "writing all your debts, reminders and fixed costs on one sheet of paper, so the fog turns into a list",
      "contacting a free debt advice service, such as a consumer advice centre or a charity that offers debt counselling",
      "not leaving letters unopened, and instead opening them once a week at a fixed time, ideally with someone you trust",
      "asking your creditors early about paying in instalments, because many agree to it",
    ],
    asks: [
      "What frightens you most about your finances right now?",
      "Do you already have an overview of how much it is in total?",
      "Who could support you with the next step?",
    ],
  },
  parenting: {
    label: "your family life",
    opens: [
      "I hear how much energy family life is costing you right now, and that says nothing about your love.",
      "I understand that phases like this push you to your limits, and I think it's great that you're looking at it.",
      "I can tell how much a good relationship with your child matters to you.",
    ],
    tips: [
      "taking a deep breath in tense moments and getting down to eye level before you say anything",
      "naming your child's feelings, like “You're really angry right now”, before you set a limit",
      "planning ten minutes of undivided time with your child every day, in which they get to decide what you do",
      "organising small breaks for yourself, because you can only stay calm with some fuel in the tank",
    ],
    asks: [
      "In which situations does it get hardest for you?",
      "How old is your child at the moment?",
      "What is already going well for you as a family?",
    ],
  },
  relationship: {
    label: "your relationship",
    opens: [
      "I hear how much the situation in your relationship is affecting you right now.",
      "I understand that heartbreak and conflict with someone close hurt in a special way.",
      "I can tell how much this relationship matters to you, even if it's hard right now.",
    ],
    tips: [
      "getting clear before your next conversation about what you actually want, and talking about it in I-statements",
      "giving yourself deliberate breaks from contact after a breakup, so you're not constantly checking what the other person is doing",
      "writing down each evening what was good for you that day, so you don't lose sight of yourself",
      "raising one thing that bothers you in a calm moment rather than during an argument, with a fixed time frame of twenty minutes",
    ],
    asks: [
      "What do you wish for most right now?",
      "How are you doing with all this in the evenings when you're alone?",
      "Who is giving you support right now?",
    ],
  },
  family: {
    label: "things with your family",
    opens: [
      "I understand how much tension in a family can gnaw at you, especially because you can't simply avoid each other.",
      "I hear that the situation with your family is costing you a lot of energy right now.",
      "I can tell how close this is to your heart, and family touches us especially deeply.",
    ],
    tips: [
      "preparing a friendly but clear sentence before your next visit, such as “Thanks, I'll do it my way”",
      "keeping visits deliberately limited, with a fixed end, and planning something nice for yourself afterwards",
      "taking a breath after a critical remark and checking whether you want to respond to it at all",
      "finding someone you trust to talk to briefly before and after a visit",
    ],
    asks: [
      "Which situation with your family is weighing on you most right now?",
      "What would you wish for from this person?",
      "Where would you like to draw a clearer line in future?",
    ],
  },
  overload: {
    label: "your workload",
    opens: [
      "I hear that work is piling up on you right now, and that is truly exhausting.",
      "I understand how paralysing it can be when everything seems important at once.",
      "I can tell how much you're carrying right now, and I think it's good that you're pausing for a moment.",
    ],
    tips: [
      "writing everything that's due on a list and marking only the three tasks that really count today",
      "talking openly with your manager about priorities and asking what can wait",
      "blocking fixed time in your calendar without email or chat, in which you work on one single thing",
      "noting at the end of the workday what you got done, and then consciously calling it a day",
    ],
    asks: [
      "Which task is weighing on you most right now?",
      "Roughly how much overtime have you been doing lately?",
      "What could you hand over or postpone?",
    ],
  },
  conflict: {
    label: "the conflict at work",
    opens: [
      "I hear that the situation with the other person is really on your mind right now.",
      "I understand how much it gnaws at you when you don't feel taken seriously at work.",
      "I notice this conflict is still with you, and that's understandable.",
    ],
    tips: [
      "first getting clear on what you want and then speaking in I-statements, from your own perception rather than with accusations",
      "preparing a first sentence that describes what you observed without judging it",
      "saying calmly but firmly in the meeting that you'd like to finish your thought",
      "writing down specific situations with dates, so you have examples rather than general impressions in the conversation",
    ],
    asks: [
      "What would a good outcome of that conversation be for you?",
      "How does the other person usually react when you raise something?",
      "Who could support you with this, someone from your team or HR perhaps?",
    ],
  },
  selfdoubt: {
    label: "your self-doubt",
    opens: [
      "I hear how much the feeling of not being good enough is troubling you, and it often says more about your high standards than about your ability.",
      "I understand that this impostor feeling can take away the joy in what you've achieved.",
      "I can tell how hard you are on yourself right now, and you're allowed to be kinder to yourself.",
    ],
    tips: [
      "starting a list of three things you've done well recently and adding to it every week",
      "asking yourself what you would say to a good friend in your position, and then saying exactly that to yourself",
      "writing down the feedback you get word for word, so your mind can't talk it down",
      "noticing the thought “They'll find me out” as a thought rather than a fact, and checking it against the evidence",
    ],
    asks: [
      "In which moments is the doubt loudest?",
      "What have you already achieved despite these doubts?",
      "Whose voice are you actually hearing when you criticise yourself like that?",
    ],
  },
  anger: {
    label: "your anger",
    opens: [
      "I understand that anger is sometimes faster than any good intention, and it's good that you're looking at it.",
      "I hear that this outburst is on your own mind, and that shows me how much the people around you matter to you.",
      "I can tell how much pressure is in this anger, and anger is first of all an important signal.",
    ],
    tips: [
      "taking a ten-minute break at the first sign of anger, leaving the room and only continuing the conversation afterwards",
      "knowing your warning signs, like a hot face or clenched fists, and using them as a stop signal",
      "going to the person after an outburst and apologising without a “but”",
      "turning the energy of anger into movement, such as a brisk walk or a few flights of stairs",
    ],
    asks: [
      "What winds you up fastest?",
      "What would you have needed in that moment?",
      "What is the first sign that tells you anger is coming?",
    ],
  },
  lonely: {
    label: "your loneliness",
    opens: [
      "I hear how lonely you feel right now, and that's a painful feeling that many people know.",
      "I understand how hard it is to not have anyone yet in a new place.",
      "I can tell how much you long for connection, and that longing is something very healthy.",
    ],
    tips: [
      "finding a regular group, like a sports club, a choir or volunteering, because repetition turns strangers into acquaintances",
      "messaging someone this week you've been thinking about for a while, even if you've lost touch",
      "making one small contact each day, like a short chat at the bakery or with a neighbour",
      "allowing yourself to simply be there at first, without having to make friends straight away",
    ],
    asks: [
      "When do you feel loneliest?",
      "What did you use to enjoy doing with others?",
      "Is there someone you could get in touch with?",
    ],
  },
  fear: {
    label: "your fear",
    opens: [
      "I understand how real this fear feels, even when your mind knows that nothing may happen at all.",
      "I hear that this fear is holding you back, and I think it's brave that you want to tackle it.",
      "I can tell how much this fear is with you, and fears can often be made smaller.",
    ],
    tips: [
      "approaching the fear in very small steps, first with a photo, then a little closer, and staying with each step until the fear noticeably drops",
      "imagining a fear scale from zero to ten and watching in the situation how the number drops by itself after a few minutes",
      "breathing slowly into your belly in the situation and consciously feeling your feet on the ground",
      "getting support from a behavioural therapist if the phobia is strong, because fears respond very well to treatment there",
      "telling the dentist or doctor at the start that you're afraid and agreeing on a hand signal for a pause, because practices are used to it",
      "talking about exactly this fear with your midwife or doctor and seeing the delivery room beforehand, because the unknown is often the scariest part",
    ],
    asks: [
      "In which situations is the fear strongest?",
      "What would be a first, very small step you'd trust yourself to take?",
      "How much does the fear limit you in everyday life?",
    ],
  },
  sleep: {
    label: "your sleep",
    opens: [
      "I understand how draining it is when you can't settle down at night.",
      "I hear that your nights are still weighing on you.",
      "I can tell how much you're missing sleep, and tiredness makes everything else even harder.",
    ],
    tips: [
      "putting all screens away an hour before bed and jotting your thoughts down on a piece of paper",
      "getting up at the same time every morning, even after a bad night, because it gives your body a steady rhythm",
      "getting up after twenty minutes of lying awake, doing something quiet in another room and only going back to bed when you feel sleepy",
      "avoiding coffee and black tea from early afternoon on",
    ],
    asks: [
      "What does your evening usually look like?",
      "What keeps you awake longest at night?",
      "How long have you been sleeping this badly?",
    ],
  },
  motivation: {
    label: "your motivation",
    opens: [
      "I know how sluggish phases without any drive can feel, and that is entirely human.",
      "I understand your drive isn't back yet, and I'm glad you're sticking with it.",
      "I hear how much the procrastinating frustrates you, and I'd like to help you be kinder to yourself.",
    ],
    tips: [
      "making your next task so small that you can finish it in five minutes",
      "putting a fixed time for that one task in your calendar for tomorrow",
      "setting a timer for ten minutes and allowing yourself to stop afterwards",
      "giving yourself a small reward after each finished task, one you decide on beforehand",
    ],
    asks: [
      "Which task have you been putting off the longest?",
      "When in the day do you usually have the most energy?",
      "What would feel good once this task is done?",
    ],
  },
  calm: {
    label: "your wish for calm",
    opens: [
      "I'm glad you want to take a moment for yourself.",
      "I think it's lovely that you keep taking time for yourself.",
      "I can tell how much good a quiet moment would do you right now.",
    ],
    tips: [
      "noticing three things you can see, two you can hear and one you can feel",
      "placing your hands on your belly and feeling it rise and fall for ten breaths",
      "paying attention for one minute only to the sounds around you, without judging them",
      "drinking your next glass of water very consciously and noticing how it tastes and feels",
    ],
    asks: [
      "How do you feel after this little pause?",
      "What did you notice?",
      "When in the day could you fit in a moment like this?",
    ],
  },
  disclosure: {
    label: "how much of your past you share",
    opens: [
      "I think it's impressive how you look back on that time today, and it makes sense that you want to be prepared.",
      "I understand that you want to decide yourself who learns how much of your story.",
      "I hear that this time is behind you and that you're looking for a good way to handle other people's questions.",
    ],
    tips: [
      "preparing one short, calm sentence, such as “That's an old story, I'm doing well today”, and leaving it at that",
      "reminding yourself that you owe nobody an explanation and that you decide who hears more",
      "telling more only to people you trust, and thinking beforehand about what you'd like from them",
    ],
    asks: [
      "Who would you like to tell at all, and who would you rather not?",
      "Which question from others worries you most?",
      "How would a sentence you prepare for it feel to you?",
    ],
  },
  stress: {
    label: "the pressure you're under",
    opens: [
      "I hear that quite a lot is putting you under pressure right now.",
      "I notice the pressure is still with you.",
      "I understand how tiring it is when your mind just won't switch off.",
    ],
    tips: [
      "breathing in for four seconds, pausing briefly and breathing out for six, five times in a row",
      "writing down three things this evening that you managed despite everything, however small",
      "planning a fixed quarter of an hour each day just for yourself, in which nothing has to get done",
      "separating what you can influence from what you can't, and putting your energy only into the first",
    ],
    asks: [
      "What is weighing on you most at the moment?",
      "Where in your body do you feel the stress most clearly?",
      "What would give you a little breathing room this week?",
    ],
  },
};
