import Mic from "lucide-react/icons/mic";
import AudioLines from "lucide-react/icons/audio-lines";
import Volume2 from "lucide-react/icons/volume-2";
import Loader from "lucide-react/icons/loader-circle";
import type { Ref } from "react";
import type { Lang } from "#shared/i18n";
import { buttonAppearance, type VoiceState } from "#shared/voice/state-machine";
import { TONE_CLASSES, VOICE_BUTTON_SHAPE } from "../../components/voice-button-style";

/** Where the button sits: centred in its container, floating at a corner, or in the middle of the header. */
export type VoiceButtonPosition = "center" | "bottom-left" | "top-right" | "top-left" | "bottom-right" | "header-center";

const POSITION_CLASSES: Record<VoiceButtonPosition, string> = {
  center: "mx-auto",
  "bottom-left": "fixed bottom-6 left-6 z-30",
  "bottom-right": "fixed bottom-6 right-6 z-30",
  "top-left": "fixed top-24 left-6 z-30",
  "top-right": "fixed top-24 right-6 z-30",
  "header-center": "fixed top-3 left-1/2 z-50 -translate-x-1/2",
};

export interface VoiceButtonProps {
  state: VoiceState;
  /** The persona whose voice answers; its key stays on the server. */
  personaName: string;
  lang: Lang;
  onClick: () => void;
  position?: VoiceButtonPosition;
  /** Smaller on phones, where the conversation has to fit beside it. */
  compact?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The one voice button, reusable on any page. */
export function VoiceButton({
  state,
  personaName,
  lang,
  onClick,
  position = "center",
  compact = false,
  className = "",
  ref,
}: VoiceButtonProps) {
  const { tone, label, clickable } = buttonAppearance(state, lang, personaName);
  const size = position === "header-center" ? "h-12 w-12" : compact ? "h-16 w-16 sm:h-24 sm:w-24" : "h-24 w-24";
  const Icon =
    state.phase === "listening" || state.phase === "stopped"
      ? AudioLines
      : state.phase === "processing"
        ? Loader
        : tone === "green"
          ? Volume2
          : Mic;
  return (
    <button
      type="button"
      ref={ref}
      onClick={onClick}
      aria-label={label}
      // While the coach works or speaks a click does nothing: said to screen readers, but still focusable.
      aria-disabled={clickable ? undefined : true}
      title={label}
      data-tone={tone}
      data-phase={state.phase}
      className={`${POSITION_CLASSES[position]} ${size} ${TONE_CLASSES[tone]} ${VOICE_BUTTON_SHAPE} transition-transform hover:scale-105 focus-visible:scale-105 ${className}`}
    >
      <Icon aria-hidden="true" className={`h-1/2 w-1/2 ${state.phase === "processing" ? "animate-spin" : ""}`} />
    </button>
  );
}
