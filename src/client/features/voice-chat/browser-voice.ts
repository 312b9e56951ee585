import type { VoicePlayback } from "#shared/app-services";
import { LOCALES, type Lang } from "#shared/i18n";
import { speakablePhoneNumbers } from "#shared/safety";
import { SentenceSplitter } from "#shared/text/sentences";

export interface BrowserVoiceCallbacks {
  /** An utterance started. */
  onStart(): void;
  /** Nothing is left to say. */
  onIdle(): void;
}

/**
 * The browser's own speech synthesis, for pages whose server has no voice.
 * A streamed answer is spoken sentence by sentence as each one completes,
 * split like the server splits for its voice. Phone numbers of a crisis
 * answer are spelled digit by digit, so a person in crisis can dial what
 * they hear.
 */
export class BrowserVoice {
  private pending = 0;
  private splitter = new SentenceSplitter();
  private phones: readonly string[] = [];

  constructor(
    private readonly lang: Lang,
    private readonly cb: BrowserVoiceCallbacks,
    /** The operator's speed and pitch; the Web Speech API takes both directly. */
    private readonly playback: VoicePlayback = { pitch: 1, speed: 1 },
  ) {}

  /** Utterances are queued or being spoken. */
  get busy(): boolean {
    return this.pending > 0;
  }

  /** The numbers to spell out from now on (the crisis resources of the conversation). */
  setPhones(phones: readonly string[]): void {
    this.phones = phones;
  }

  /** Speaks a text; false when the browser has no voice for the page's language. */
  speak(text: string): boolean {
    const voice = this.voice();
    if (!voice) return false;
    const u = new SpeechSynthesisUtterance(speakablePhoneNumbers(text, this.lang, this.phones));
    u.voice = voice;
    u.lang = voice.lang;
    // The API's ranges: rate 0.1–10, pitch 0–2; the settings' ranges lie inside both.
    u.rate = Math.min(10, Math.max(0.1, this.playback.speed));
    u.pitch = Math.min(2, Math.max(0, this.playback.pitch));
    this.pending++;
    u.onstart = () => this.cb.onStart();
    const finished = () => {
      this.pending = Math.max(0, this.pending - 1);
      if (this.pending === 0) this.cb.onIdle();
    };
    u.onend = finished;
    u.onerror = finished;
    window.speechSynthesis.speak(u);
    return true;
  }

  /** Starts a new answer: whatever of the last one was not spoken yet is dropped. */
  startAnswer(): void {
    this.splitter = new SentenceSplitter();
  }

  /** Adds a piece of the streamed answer and speaks the sentences it completes; false when one could not be spoken. */
  pushAnswer(delta: string): boolean {
    return this.speakAll(this.splitter.push(delta));
  }

  /** Speaks the rest of the answer once its stream has ended; false when it could not be spoken. */
  finishAnswer(): boolean {
    return this.speakAll(this.splitter.flush());
  }

  /** Silences everything queued or being spoken. */
  cancel(): void {
    this.pending = 0;
    if (typeof window !== "undefined" && "speechSynthesis" in window) window.speechSynthesis.cancel();
  }

  private speakAll(sentences: string[]): boolean {
    let ok = true;
    for (const sentence of sentences) if (!this.speak(sentence)) ok = false;
    return ok;
  }

  private voice(): SpeechSynthesisVoice | undefined {
    if (typeof window === "undefined" || !("speechSynthesis" in window)) return undefined;
    const language = LOCALES[this.lang].language;
    return window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith(language));
  }
}
