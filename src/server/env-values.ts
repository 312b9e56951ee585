import { isIP } from "node:net";
import { z } from "zod";

/**
 * The kinds of value an environment variable takes (env.ts): a non-empty string, an integer in a
 * range, a flag, and the proxies whose forwarded headers to believe (TRUST_PROXY).
 */

export const optionalString = () => z.string().min(1).optional();
export const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(def);
/** What a flag accepts, in pairs of true and false. */
export const FLAG_VALUES = ["true", "false", "1", "0", "yes", "no"] as const;
export const bool = (def: boolean) =>
  z
    .enum(FLAG_VALUES)
    .default(def ? "true" : "false")
    .transform((v) => v === "true" || v === "1" || v === "yes");

/** Names proxy-addr (Fastify's trustProxy) accepts for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  "set the number of proxies in front of the server (TRUST_PROXY=1 for one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,192.0.2.7)";

/**
 * Which X-Forwarded-* headers to believe: `false` (none: the socket's address
 * is the client), a hop count (the last n addresses of the chain are our own
 * proxies), or the proxies' addresses and CIDR ranges. `true` is refused: it
 * trusts every entry, so the leftmost one, which the client writes itself,
 * would become its address for every per-client limit.
 */
export const trustProxy = z
  .string()
  .default("false")
  .transform((raw, ctx): false | number | string[] => {
    const v = raw.trim().toLowerCase();
    if (v === "false" || v === "no" || v === "0") return false;
    if (v === "true" || v === "yes") {
      ctx.addIssue({
        code: "custom",
        message: `"${raw}" would let every client choose its own address for the rate limits; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > 10) ctx.addIssue({ code: "custom", message: "at most 10 proxies in a row; list their addresses instead" });
      return hops;
    }
    const entries = raw
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `not an address or CIDR range: ${bad.join(", ") || raw}; ${TRUST_PROXY_HELP}, or false`,
      });
      return z.NEVER;
    }
    return entries;
  });
