import { defineTexts } from "#shared/i18n";

/** The conversations chart's texts: the operator's dashboard and the product page's preview of it. */
export const chartTexts = defineTexts({
  de: {
    title: "Gespräche und Bewertungen der letzten {days} Tage",
    range: "Zeitraum",
    days: "{days} Tage",
    csv: "CSV herunterladen",
    csvFile: "gespraeche-{days}-tage.csv",
    point: "{date}: {n} Gespräche, Ø Bewertung {rating}",
    pointHint: "Zeigen oder fokussieren Sie einen Balken, um seine Werte zu sehen.",
    noRating: "keine",
    conversations: "Gespräche",
    rating: "Ø Bewertung",
    table: "Werte als Tabelle",
    date: "Datum",
    empty: "In den letzten {days} Tagen gab es noch keine Gespräche.",
  },
  en: {
    title: "Conversations and ratings over the last {days} days",
    range: "Period",
    days: "{days} days",
    csv: "Download CSV",
    csvFile: "conversations-{days}-days.csv",
    point: "{date}: {n} conversations, average rating {rating}",
    pointHint: "Point at or focus a bar to see its values.",
    noRating: "none",
    conversations: "Conversations",
    rating: "Avg. rating",
    table: "Values as a table",
    date: "Date",
    empty: "There have been no conversations in the last {days} days yet.",
  },
});
