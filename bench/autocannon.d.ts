/** The part of autocannon 9's API that bench/load.ts uses (the package ships no types). */
declare module "autocannon" {
  namespace autocannon {
    interface Request {
      method?: "GET" | "POST";
      /** Path with query, e.g. /api/health. */
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called with every response to this request, the body decoded as text. */
      onResponse?: (status: number, body: string) => void;
    }

    interface Options {
      /** One URL, or several: connection i goes to url[i % url.length]. */
      url: string | string[];
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds without an answer before a request counts as a timeout. */
      timeout?: number;
      /** Cycled through in order on every connection. */
      requests?: Request[];
      /** Called with each connection as it is made, before its first request. */
      setupClient?: (client: Client) => void;
    }

    /** One connection. */
    interface Client {
      opts: { hostname: string; port: string | number };
      /** Replaces the requests this connection cycles through. */
      setRequests(requests: Request[]): void;
    }

    interface Result {
      /** Seconds, as measured. */
      duration: number;
      /** Socket errors, timeouts included. */
      errors: number;
      timeouts: number;
      /** Responses with a status other than 2xx. */
      non2xx: number;
      "2xx": number;
      statusCodeStats: Record<string, { count: number }>;
      requests: { average: number; sent: number; total: number };
      latency: { p50: number; p99: number; average: number; max: number };
    }

    interface Instance extends PromiseLike<Result> {
      /** `responseTimeMs` from writing the request to the end of the response. */
      on(
        event: "response",
        listener: (client: Client, statusCode: number, resBytes: number, responseTimeMs: number) => void,
      ): this;
      /** A socket error, or Error("request timed out"). */
      on(event: "reqError", listener: (error: Error) => void): this;
      stop(): void;
    }
  }

  function autocannon(opts: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
