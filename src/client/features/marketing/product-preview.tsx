import Mic from "lucide-react/icons/mic";
import { TONE_CLASSES, VOICE_BUTTON_SHAPE } from "../../components/voice-button-style";
import { ExampleBadge } from "./ui";
import { defineTexts, type Lang } from "#shared/i18n";

const texts = defineTexts({
  de: {
    persona: "Mia",
    role: "KI-Coach · Live-Demo",
    example: "Beispiel",
    messages: [
      { user: true, text: "Vor Präsentationen bin ich immer total nervös." },
      {
        user: false,
        text: "Das kennen viele. Probier vor dem nächsten Termin: Atme viermal ruhig aus, jeweils länger als du einatmest, und sag dir deinen ersten Satz einmal laut vor. Was macht dich am nervösesten?",
      },
    ],
    you: "Du",
    status: "Zum Sprechen tippen oder schreiben",
    notice: "Du sprichst mit einer KI – kein Ersatz für Therapie.",
    caption: "So sieht ein Gespräch in der Live-Demo aus (Beispieltext).",
  },
  en: {
    persona: "Mia",
    role: "AI coach · live demo",
    example: "Example",
    messages: [
      { user: true, text: "I always get really nervous before presentations." },
      {
        user: false,
        text: "Many people know that feeling. Before your next one, try this: breathe out slowly four times, each time longer than you breathe in, and say your first sentence out loud once. What makes you most nervous?",
      },
    ],
    you: "You",
    status: "Tap to speak, or type",
    notice: "You are talking to an AI. No substitute for therapy.",
    caption: "What a conversation in the live demo looks like (example text).",
  },
});

/**
 * A picture of the product for the home page, drawn with the voice chat's own
 * button and message styles rather than a stock image: an example exchange
 * with the demo persona. It is a picture, not a control, so the drawing is
 * inert and hidden from assistive technology; the caption says what it shows.
 */
export function ProductPreview({ lang }: { lang: Lang }) {
  const t = texts[lang];
  return (
    <figure className="w-full max-w-md">
      <div
        inert
        aria-hidden="true"
        className="rounded-3xl border border-white/10 bg-zinc-950/90 p-4 shadow-2xl shadow-purple-950/60 sm:p-5"
      >
        <div className="flex items-center gap-3 border-b border-white/10 pb-3">
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br from-purple-600 to-pink-600 text-sm font-bold text-white">
            {t.persona.charAt(0)}
          </span>
          <div className="min-w-0 flex-1 text-left">
            <p className="text-sm font-semibold text-white">{t.persona}</p>
            <p className="text-xs text-zinc-400">{t.role}</p>
          </div>
          <ExampleBadge label={t.example} />
        </div>
        <div className="space-y-3 py-4 text-left">
          {t.messages.map((m) => (
            <div key={m.text} className={m.user ? "ml-10 text-right" : "mr-10"}>
              <p className="text-xs font-semibold text-zinc-400">{m.user ? t.you : t.persona}</p>
              <p
                className={`mt-1 inline-block rounded-2xl px-3 py-2 text-left text-sm ${m.user ? "bg-purple-700 text-white" : "bg-zinc-800 text-zinc-100"}`}
              >
                {m.text}
              </p>
            </div>
          ))}
        </div>
        <div className="flex items-center gap-4 border-t border-white/10 pt-4">
          <span className={`${TONE_CLASSES["purple-pink"]} ${VOICE_BUTTON_SHAPE} h-14 w-14`}>
            <Mic className="h-1/2 w-1/2" />
          </span>
          <div className="min-w-0 text-left">
            <p className="text-sm font-medium text-white">{t.status}</p>
            <p className="mt-1 text-xs text-zinc-400">{t.notice}</p>
          </div>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-xs text-zinc-400">{t.caption}</figcaption>
    </figure>
  );
}
