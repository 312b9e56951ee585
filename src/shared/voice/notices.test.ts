import { describe, expect, test } from "vitest";
import { ERROR_TEXTS } from "../contracts/errors";
import { noticeForErrorCode } from "./notices";
import { voiceTexts } from "./texts";

describe("server errors", () => {
  test("an error code maps to its notice, whose text is the shared error text in both languages", () => {
    expect(noticeForErrorCode("chat-provider-failed")).toBe("providerFailed");
    expect(noticeForErrorCode("chat-empty-reply")).toBe("emptyReply");
    expect(noticeForErrorCode("tts-not-configured")).toBe("configMissing");
    expect(noticeForErrorCode("tts-failed")).toBe("unknownAudio");
    expect(voiceTexts.en.emptyReply).toBe(ERROR_TEXTS.en["chat-empty-reply"]);
    expect(voiceTexts.de.configMissing).toBe(ERROR_TEXTS.de["tts-not-configured"]);
  });

  test("a speech limit names the limit instead of an unknown audio problem, in the page's language", () => {
    expect(noticeForErrorCode("tts-client-limit")).toBe("speechHourLimit");
    expect(noticeForErrorCode("tts-daily-limit")).toBe("speechDayLimit");
    expect(voiceTexts.de.speechDayLimit).toBe(
      "Die Sprachausgabe der Demo ist für heute aufgebraucht. Die Antworten erscheinen weiter als Text.",
    );
    expect(voiceTexts.en.speechHourLimit).toBe(ERROR_TEXTS.en["tts-client-limit"]);
  });

  test("every code with a notice shows the same words as the error text of that code", () => {
    for (const code of Object.keys(ERROR_TEXTS.de) as (keyof typeof ERROR_TEXTS.de)[]) {
      const notice = noticeForErrorCode(code);
      if (!notice) continue;
      for (const lang of ["de", "en"] as const) expect(voiceTexts[lang][notice], `${lang} ${code}`).toBe(ERROR_TEXTS[lang][code]);
    }
  });

  test("codes without a notice of their own map to none", () => {
    expect(noticeForErrorCode("daily-cap")).toBeUndefined();
    expect(noticeForErrorCode("invalid-credentials")).toBeUndefined();
    expect(noticeForErrorCode(undefined)).toBeUndefined();
  });
});
