import { AsyncLocalStorage } from "node:async_hooks";
import type { preHandlerHookHandler } from "fastify";
import { clientKey } from "../../http/client-address";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import type { Lang } from "../../http/demo-guard";
import { TtsError, validateSpokenText, type SynthesisRequest, type TtsProvider } from "../../providers/tts";
import type { AbuseGuard } from "../abuse/service";

/** Who a synthesis inside a request is for: set around every handler, read by meteredTts. */
interface CostScope {
  clientKey: string;
  lang: Lang;
  /** The request's charges so far, chained: pieces are charged in the order they are spoken. */
  charges: Promise<unknown>;
}
const costScope = new AsyncLocalStorage<CostScope>();

/**
 * Runs the rest of the request (the handler) inside a scope that names the
 * client, so a provider wrapper deep inside the chat stream can charge the
 * right client without the handler passing it along.
 */
export const costScopeHook: preHandlerHookHandler = (req, _reply, done) => {
  const lang: Lang = (req.body as { lang?: unknown } | undefined)?.lang === "en" ? "en" : "de";
  costScope.run({ clientKey: clientKey(req.ip), lang, charges: Promise.resolve() }, done);
};

/**
 * The voice provider as the chat stream uses it: each spoken piece is charged
 * (characters, to the client of the current request and the site-wide
 * budget) before it goes to the provider. When the budget is used up the
 * piece fails with the visitor's message, and the answer goes on as text.
 */
export function meteredTts(tts: TtsProvider, abuse: AbuseGuard): TtsProvider {
  /** Charges the piece in speaking order; throws the visitor's message when the budget is used up. */
  async function charged(request: SynthesisRequest): Promise<void> {
    validateSpokenText(request.text);
    request.signal?.throwIfAborted();
    const scope = costScope.getStore();
    const lang = scope?.lang ?? "de";
    const charge = () => abuse.charge("tts", [...request.text].length, scope?.clientKey);
    // The pieces of one answer are synthesised concurrently, but the client's allowance is
    // spent in speaking order: otherwise a later piece could take what is left, the first
    // would be refused, and the answer would have no voice at all.
    let result: Awaited<ReturnType<typeof charge>>;
    if (scope) {
      const turn = scope.charges.then(charge);
      scope.charges = turn.catch(() => undefined);
      result = await turn;
    } else result = await charge();
    if (!result.ok) {
      const code = result.reason === "daily" ? "tts-daily-limit" : "tts-client-limit";
      throw new TtsError(ERROR_TEXTS[lang][code], 429, code);
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
