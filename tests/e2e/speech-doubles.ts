import type { Page } from "@playwright/test";

/**
 * The browser's speech APIs are replaced by test doubles: a SpeechRecognition
 * the test drives through window.__speech, and a speechSynthesis that records
 * what it was asked to say. Every status text is recorded in order.
 */
export async function installSpeechDoubles(page: Page, opts: { recognition?: boolean; blockAutoplay?: boolean } = {}) {
  await page.addInitScript(
    ({ recognition, blockAutoplay }) => {
      const w = window as unknown as Record<string, unknown>;
      w.__spoken = [] as string[];
      w.__statuses = [] as string[];
      class FakeRecognition {
        lang = "";
        continuous = true;
        interimResults = false;
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          w.__recognition = this;
        }
        stop() {
          setTimeout(() => this.onend?.(), 10);
        }
        abort() {}
      }
      const result = (text: string, isFinal: boolean) => {
        const alt = Object.assign([{ transcript: text }], { isFinal });
        return { resultIndex: 0, results: [alt] };
      };
      w.__speech = {
        interim: (text: string) => (w.__recognition as FakeRecognition).onresult?.(result(text, false)),
        final: (text: string) => (w.__recognition as FakeRecognition).onresult?.(result(text, true)),
        error: (code: string) => (w.__recognition as FakeRecognition).onerror?.({ error: code }),
        end: () => (w.__recognition as FakeRecognition).onend?.(),
      };
      if (recognition) w.SpeechRecognition = FakeRecognition;
      else {
        delete w.SpeechRecognition;
        delete w.webkitSpeechRecognition;
      }
      const synth = {
        getVoices: () => [
          { lang: "de-DE", name: "Test DE" },
          { lang: "en-GB", name: "Test EN" },
        ],
        speak: (u: SpeechSynthesisUtterance) => {
          (w.__spoken as string[]).push(u.text);
          setTimeout(() => u.onstart?.(new Event("start") as SpeechSynthesisEvent), 5);
          setTimeout(() => u.onend?.(new Event("end") as SpeechSynthesisEvent), 60);
        },
        cancel: () => {},
      };
      Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
      const OrigUtterance = window.SpeechSynthesisUtterance;
      // The fake voice objects are plain objects; the real constructor rejects them as .voice.
      window.SpeechSynthesisUtterance = class extends OrigUtterance {
        override set voice(_v: SpeechSynthesisVoice | null) {}
      };
      if (blockAutoplay) {
        HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException("blocked", "NotAllowedError"));
      }
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="voice-status"]');
        const list = w.__statuses as string[];
        if (el && list.at(-1) !== el.textContent) list.push(el.textContent ?? "");
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    { recognition: opts.recognition ?? true, blockAutoplay: opts.blockAutoplay ?? false },
  );
}

export const status = (page: Page) => page.getByTestId("voice-status");
export const voiceButton = (page: Page) => page.locator("button[data-phase]");
