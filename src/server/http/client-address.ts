import { isIPv4, isIPv6 } from "node:net";

/** The 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  if (!isIPv6(text)) return undefined;
  // A trailing dotted IPv4 part (::ffff:192.0.2.1) becomes its two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<number>(Math.max(0, missing)).fill(0), ...right];
}

/**
 * The key under which every per-client limit counts a client: an IPv4
 * address as it is, an IPv4-mapped IPv6 address as its IPv4 address, and any
 * other IPv6 address as its /64 network. A provider hands each customer at
 * least a /64, so a single client can pick any of 2^64 addresses; counting
 * them apart would give it that many counters.
 *
 * Pass `req.ip`, which is the client's address once Fastify has walked the
 * trusted proxy chain (TRUST_PROXY).
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
