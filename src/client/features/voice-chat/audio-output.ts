import { useCallback, useRef } from "react";
import type { PublicPersona, VoicePlayback } from "#shared/app-services";
import type { Lang } from "#shared/i18n";
import { noticeForErrorCode, type VoiceEvent } from "#shared/voice/state-machine";
import type { Api } from "../../lib/api/client";
import { BrowserVoice } from "./browser-voice";
import type { PlayedSound } from "./microphone";
import { AudioPlayer, fetchGreetingAudio } from "./playback";

/** The two ways an answer is heard: the server's voice (audio parts) or the browser's own. */
export interface AudioOutput {
  player: AudioPlayer;
  voice: BrowserVoice;
}

/** Audio output that reports to the state machine; the audio has ended when neither source has anything left. */
function createAudioOutput(lang: Lang, playback: VoicePlayback | undefined, report: (e: VoiceEvent) => void): AudioOutput {
  const started = () => report({ type: "AUDIO_STARTED" });
  const ended = () => {
    if (!output.player.busy && !output.voice.busy) report({ type: "AUDIO_ENDED" });
  };
  const output: AudioOutput = {
    player: new AudioPlayer({
      onStart: started,
      onIdle: ended,
      onProblem: (notice) => report({ type: "AUDIO_FAILED", notice }),
    }),
    voice: new BrowserVoice(lang, { onStart: started, onIdle: ended }, playback),
  };
  return output;
}

/**
 * The panel's audio output, made on first use and kept for the panel's life
 * (the panel is remounted for another persona or language). `output` gives
 * it, `stopAudio` silences whatever plays or waits to play.
 */
export function useAudioOutput(lang: Lang, playback: VoicePlayback | undefined, report: (e: VoiceEvent) => void) {
  const outputRef = useRef<AudioOutput | undefined>(undefined);
  const output = useCallback(
    (): AudioOutput => (outputRef.current ??= createAudioOutput(lang, playback, report)),
    [lang, playback, report],
  );
  const stopAudio = useCallback(() => {
    outputRef.current?.player.stop();
    outputRef.current?.voice.cancel();
  }, []);
  /** Pauses the voice while the visitor may be interrupting (hands-free), and goes on. */
  const holdAudio = useCallback(() => {
    outputRef.current?.player.hold();
    if (outputRef.current?.voice.busy) window.speechSynthesis.pause();
  }, []);
  const resumeAudio = useCallback(() => {
    outputRef.current?.player.resume();
    if (outputRef.current?.voice.busy) window.speechSynthesis.resume();
  }, []);
  /**
   * What plays now, for the hands-free detector's echo: the stream of the
   * server's voice, "quiet" while nothing plays, null where it cannot be
   * measured (the browser's own voice, an element without captureStream).
   */
  const playedSound = useCallback((): Exclude<PlayedSound, undefined> => {
    const out = outputRef.current;
    if (!out) return "quiet";
    if (out.voice.busy) return null;
    return out.player.sound();
  }, []);
  return { output, stopAudio, holdAudio, resumeAudio, playedSound };
}

/**
 * Says the persona's greeting: in the server's voice when there is one, else
 * in the browser's. What goes wrong is reported as an audio notice; the
 * greeting's text is in the log either way.
 */
export async function playGreeting(
  { player, voice }: AudioOutput,
  persona: Pick<PublicPersona, "slug" | "greeting">,
  api: Api,
  serverVoice: boolean,
  report: (e: VoiceEvent) => void,
): Promise<void> {
  if (!serverVoice) {
    if (!voice.speak(persona.greeting)) report({ type: "AUDIO_FAILED", notice: "noVoice" });
    return;
  }
  try {
    const greeting = await fetchGreetingAudio(api, persona.slug);
    if (greeting.ok) player.enqueue(greeting.audio, greeting.rate);
    else report({ type: "AUDIO_FAILED", notice: noticeForErrorCode(greeting.error.code) ?? "unknownAudio" });
  } catch {
    report({ type: "AUDIO_FAILED", notice: "unknownAudio" });
  }
}
