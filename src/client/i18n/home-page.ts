import { defineTexts } from "#shared/i18n";

/**
 * The home page's document title, meta description, h1 and introduction, in
 * a module of their own: the home page's script then carries only these, not
 * every page's (its JavaScript budget is tight). The table of all pages
 * (pages.ts) includes them.
 */
export const homePageTexts = defineTexts({
  de: {
    title: "MentalCoach AI – KI-gestütztes Mental Coaching für Unternehmen und Coaches",
    description:
      "KI-gestütztes Mental Coaching für mentale Gesundheit und Balance im Berufs- und Privatleben: Sprach-Coach, Achtsamkeit, Schlaf und anonymes Team-Feedback.",
    heading: "Mentale Stärke, jederzeit ansprechbar",
    intro:
      "Unser KI-Coach hört zu, stellt die richtigen Fragen und begleitet Mitarbeitende und Klient:innen durch stressige Phasen – per Sprache oder Text, rund um die Uhr.",
  },
  en: {
    title: "MentalCoach AI – AI-supported mental coaching for companies and coaches",
    description:
      "AI-supported mental coaching for mental health and balance at work and in life: a voice coach, mindfulness, sleep and anonymous team feedback.",
    heading: "Mental strength, always within reach",
    intro:
      "Our AI coach listens, asks the right questions and supports employees and clients through stressful times – by voice or text, around the clock.",
  },
});
