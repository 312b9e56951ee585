import type { ButtonTone } from "#shared/voice/state-machine";

/**
 * The voice button's look, apart from its behaviour: the voice chat's button
 * and the home page's picture of it share these classes without the picture
 * loading the conversation's state machine.
 */
export const TONE_CLASSES: Record<ButtonTone, string> = {
  "purple-pink": "bg-gradient-to-br from-purple-600 to-pink-600",
  "blue-purple": "bg-gradient-to-br from-blue-600 to-purple-600",
  red: "bg-red-600 animate-pulse",
  green: "bg-green-600",
};

export const VOICE_BUTTON_SHAPE =
  "flex shrink-0 items-center justify-center rounded-full text-white shadow-lg shadow-purple-900/40";
