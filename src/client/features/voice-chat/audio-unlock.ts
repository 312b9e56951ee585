/**
 * The unlock of audio on iOS Safari: an element and an audio context started by a tap may play later,
 * fresh ones not. The sessions of playback.ts take the unlocked element and the shared context.
 */

let sharedContext: AudioContext | undefined;

/** The page's one audio context for playback, made on first use (or by the unlock). */
export function sharedAudioContext(): AudioContext {
  return (sharedContext ??= new AudioContext());
}

/** An audio element that played once during a tap: iOS Safari lets it play again later, a fresh one not. */
let unlockedElement: HTMLAudioElement | undefined;
let unlocked = false;
let elementInUse = false;

export function claimUnlockedElement(): HTMLAudioElement | undefined {
  if (!unlockedElement || elementInUse) return undefined;
  elementInUse = true;
  return unlockedElement;
}

export function releaseElement(audio: HTMLAudioElement) {
  if (audio === unlockedElement) elementInUse = false;
}

/** A tenth of a second of silence as a WAV file, for the unlock. */
function silentWav(): Blob {
  const samples = 800;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  [..."RIFF"].forEach((c, i) => view.setUint8(i, c.charCodeAt(0)));
  view.setUint32(4, 36 + samples * 2, true);
  [..."WAVEfmt "].forEach((c, i) => view.setUint8(8 + i, c.charCodeAt(0)));
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  [..."data"].forEach((c, i) => view.setUint8(36 + i, c.charCodeAt(0)));
  view.setUint32(40, samples * 2, true);
  return new Blob([bytes], { type: "audio/wav" });
}

/**
 * Called from the first tap (a user gesture): iOS Safari keeps audio that
 * starts later paused unless an element and the audio context were started
 * by a tap. Plays a moment of silence on one element (kept for the answers)
 * and resumes the shared context. Harmless elsewhere and when called again.
 */
export function unlockPlayback(): void {
  if (unlocked || typeof Audio === "undefined") return;
  if (typeof AudioContext !== "undefined")
    void sharedAudioContext()
      .resume()
      .catch(() => {});
  if (elementInUse) return;
  const audio = (unlockedElement ??= new Audio());
  // One small file for the page's life: revoked while a refused element still loaded it, it failed to load.
  silentUrl ??= URL.createObjectURL(silentWav());
  audio.src = silentUrl;
  // Outside a tap this is refused; the next tap tries again.
  void audio
    .play()
    .then(() => (unlocked = true))
    .catch(() => {});
}
let silentUrl: string | undefined;
