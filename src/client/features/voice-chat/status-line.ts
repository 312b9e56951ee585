import type { Lang } from "#shared/i18n";
import { noticeOf, statusText, type Notice, type VoiceState } from "#shared/voice/state-machine";

/**
 * What the panel says beside the voice button: the status line and the
 * notice under it, as the state machine words them. A processing problem in
 * idle is said by the status line alone (noticeOf leaves it out), so it is
 * read once. A refusal the machine has no notice for (a rate limit, the
 * demo's daily budget) ends as that processing problem; when the server said
 * what it was, `serverMessage` (the page's own text for its code, or the
 * server's sentence) takes the generic sentence's place.
 *
 * `alert`: the status line says that the turn failed, so screen readers hear
 * it at once (an alert), not politely like a change of state.
 */
export function statusLine(
  state: VoiceState,
  lang: Lang,
  personaName: string,
  serverMessage?: string,
): { status: string; alert: boolean; notice?: Notice } {
  const failed = state.phase === "idle" && state.notice === "processingProblem";
  return {
    status: failed && serverMessage ? serverMessage : statusText(state, lang, personaName),
    alert: failed,
    notice: noticeOf(state, lang, personaName),
  };
}
