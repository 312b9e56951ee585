import { ERROR_TEXTS } from "#shared/contracts/errors";
import type { Lang } from "../../http/demo-guard";
import { TtsError, validateSpokenText, type SynthesisRequest, type TtsProvider } from "../../providers/tts";
import type { AbuseGuard } from "../abuse/service";

/** Who the syntheses of one request are for: the client whose allowance pays, and the language of refusals. */
export interface Payer {
  clientKey: string;
  lang: Lang;
}

/**
 * The voice provider as one chat answer uses it: each spoken piece is charged
 * (characters, to the payer's client and the site-wide budget) before it goes
 * to the provider. When the budget is used up the piece fails with the
 * visitor's message, and the answer goes on as text. Made per request, with
 * its payer passed in: an AsyncLocalStorage would carry it as well, but would
 * put promise hooks on every promise of the whole server.
 */
export function meteredTts(tts: TtsProvider, abuse: AbuseGuard, payer: Payer): TtsProvider {
  /** The answer's charges so far, chained: pieces are charged in the order they are spoken. */
  let charges: Promise<unknown> = Promise.resolve();
  /** Charges the piece in speaking order; throws the visitor's message when the budget is used up. */
  async function charged(request: SynthesisRequest): Promise<void> {
    validateSpokenText(request.text);
    request.signal?.throwIfAborted();
    const charge = () => abuse.charge("tts", [...request.text].length, payer.clientKey);
    // The pieces of one answer are synthesised concurrently, but the client's allowance is
    // spent in speaking order: otherwise a later piece could take what is left, the first
    // would be refused, and the answer would have no voice at all.
    const turn = charges.then(charge);
    charges = turn.catch(() => undefined);
    const result = await turn;
    if (!result.ok) {
      const code = result.reason === "daily" ? "tts-daily-limit" : "tts-client-limit";
      throw new TtsError(ERROR_TEXTS[payer.lang][code], 429, code);
    }
  }
  const stream = tts.stream?.bind(tts);
  return {
    name: tts.name,
    async synthesize(request) {
      await charged(request);
      return tts.synthesize(request);
    },
    ...(stream
      ? {
          async stream(request: SynthesisRequest) {
            await charged(request);
            return stream(request);
          },
        }
      : {}),
  };
}
