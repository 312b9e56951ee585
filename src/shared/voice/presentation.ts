import type { Lang } from "../i18n";
import type { NoticeKey } from "./notices";
import { voiceText, type VoiceTextKey } from "./texts";
import type { VoiceState } from "./types";

/**
 * What the visitor sees of a voice state: the status line, the notice beside
 * it and the voice button's look. Pure functions of the state, so the UI only
 * renders what these return.
 */

/**
 * The status line. After a processing failure the status itself says so;
 * other notices leave the status at
 * 'Bereit zum Aufnehmen' and are shown by `noticeOf`.
 */
export function statusText(state: VoiceState, lang: Lang, personaName: string): string {
  switch (state.phase) {
    case "closed":
      return voiceText(lang, "statusClosed", personaName);
    case "greeting":
      return voiceText(lang, "statusReady", personaName);
    case "idle":
      return voiceText(lang, state.notice === "processingProblem" ? "processingProblem" : "statusReady", personaName);
    case "listening":
      return voiceText(lang, "statusListening", personaName);
    case "stopped":
      return voiceText(lang, "statusStopped", personaName);
    case "processing":
      return voiceText(lang, "statusProcessing", personaName);
    case "answering":
      return voiceText(lang, "statusAnswering", personaName);
    case "speaking":
      return voiceText(lang, "statusSpeaking", personaName);
  }
}

/**
 * How a notice should be presented: 'error' for problems (an alert), 'info'
 * for the one purely informative note (a polite status).
 */
export type NoticeSeverity = "error" | "info";

export interface Notice {
  key: NoticeKey;
  text: string;
  severity: NoticeSeverity;
}

/**
 * The notice to show beside the status line, if any. Leaves out what the
 * status line already says (the processing problem in idle), so screen
 * readers do not announce it twice.
 */
export function noticeOf(state: VoiceState, lang: Lang, personaName: string): Notice | undefined {
  const key = state.notice;
  if (!key) return undefined;
  if (state.phase === "idle" && key === "processingProblem") return undefined;
  return { key, text: voiceText(lang, key, personaName), severity: key === "noVoice" ? "info" : "error" };
}

/**
 * The button's colour family. The UI maps each tone to its
 * classes, e.g. 'purple-pink' → 'from-purple-500 to-pink-500'.
 */
export type ButtonTone = "purple-pink" | "blue-purple" | "red" | "green";

export interface ButtonAppearance {
  tone: ButtonTone;
  /** Short visible text (caption or tooltip). */
  label: string;
  /** The button's accessible name; always starts with `label`. */
  ariaLabel: string;
  /**
   * Whether a click does anything in this state. When false the UI should set
   * aria-disabled (not disabled: the button stays focusable and keeps its
   * look: a click while speaking simply does nothing).
   */
  clickable: boolean;
}

/**
 * Colour, label and accessible name of the voice button:
 * closed purple-pink; open (greeting, idle, processing) blue-purple;
 * listening red with 'Ich höre zu... (Klick zum Beenden)'; speaking green.
 * "Idle/closed purple-pink" in the product texts is read as "not yet opened": once the
 * widget is open it stays blue-purple between turns.
 */
export function buttonAppearance(state: VoiceState, lang: Lang, personaName: string): ButtonAppearance {
  const t = (key: VoiceTextKey) => voiceText(lang, key, personaName);
  switch (state.phase) {
    case "closed":
      return { tone: "purple-pink", label: t("labelClosed"), ariaLabel: t("ariaClosed"), clickable: true };
    case "greeting":
      return { tone: "blue-purple", label: t("labelGreeting"), ariaLabel: t("ariaGreeting"), clickable: true };
    case "idle":
      return { tone: "blue-purple", label: t("labelIdle"), ariaLabel: t("ariaIdle"), clickable: true };
    case "listening":
      return { tone: "red", label: t("labelListening"), ariaLabel: t("labelListening"), clickable: true };
    case "stopped":
      return { tone: "red", label: t("labelStopped"), ariaLabel: t("ariaStopped"), clickable: false };
    case "processing":
      return { tone: "blue-purple", label: t("labelProcessing"), ariaLabel: t("ariaProcessing"), clickable: false };
    case "answering":
      return { tone: "green", label: t("labelAnswering"), ariaLabel: t("ariaAnswering"), clickable: false };
    case "speaking":
      return { tone: "green", label: t("labelSpeaking"), ariaLabel: t("ariaSpeaking"), clickable: false };
  }
}
