import { BlockList, isIP, isIPv4 } from "node:net";

/**
 * Which addresses the server may fetch web pages from (docs/decisions/051-web-sources-and-ssrf.md).
 * `never`: addresses no setting opens (link-local with the cloud metadata services, multicast,
 * "this network", broadcast, reserved); `private`: the operator's own networks (loopback, RFC 1918,
 * carrier-grade NAT, unique local IPv6, documentation ranges), open only for a host on
 * WEB_ALLOWED_HOSTS; `public`: everything else.
 */
export type AddressKind = "public" | "private" | "never";

function list(entries: [string, number, "ipv4" | "ipv6"][]): BlockList {
  const b = new BlockList();
  for (const [net, prefix, family] of entries) b.addSubnet(net, prefix, family);
  return b;
}

const NEVER = list([
  ["0.0.0.0", 8, "ipv4"],
  ["169.254.0.0", 16, "ipv4"], // link-local: 169.254.169.254 is the metadata service of AWS, GCP, Azure
  ["100.100.100.200", 32, "ipv4"], // Alibaba Cloud's metadata service
  ["224.0.0.0", 4, "ipv4"], // multicast
  ["240.0.0.0", 4, "ipv4"], // reserved, and 255.255.255.255
  ["::", 128, "ipv6"],
  ["fe80::", 10, "ipv6"], // link-local
  ["fec0::", 10, "ipv6"], // site-local (deprecated)
  ["ff00::", 8, "ipv6"], // multicast
  ["fd00:ec2::254", 128, "ipv6"], // AWS's metadata service over IPv6
]);

const PRIVATE = list([
  ["10.0.0.0", 8, "ipv4"],
  ["100.64.0.0", 10, "ipv4"], // carrier-grade NAT
  ["127.0.0.0", 8, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.0.0.0", 24, "ipv4"],
  ["192.0.2.0", 24, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["198.18.0.0", 15, "ipv4"], // benchmarking
  ["198.51.100.0", 24, "ipv4"],
  ["203.0.113.0", 24, "ipv4"],
  ["::1", 128, "ipv6"],
  ["fc00::", 7, "ipv6"], // unique local
  ["100::", 64, "ipv6"], // discard
  ["2001:db8::", 32, "ipv6"], // documentation
]);

/** The IPv4 address an IPv6 address carries: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64, 6to4. */
function embeddedIpv4(address: string): string | undefined {
  const groups = expandIpv6(address);
  if (!groups) return undefined;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  // ::ffff:0:0/96 (mapped), ::/96 (compatible), 64:ff9b::/96 (NAT64)
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!);
  // 2002::/16 (6to4) carries it in the second and third group.
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function expandIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase().split("%")[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const p = dotted[1]!.split(".").map(Number);
    text = text.slice(0, -dotted[1]!.length) + `${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const h = part(head);
  const t = part(tail);
  const groups = tail === undefined ? h : [...h, ...new Array<number>(8 - h.length - t.length).fill(0), ...t];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/** What kind of address `address` (an IP literal, IPv4 or IPv6, without brackets) is. */
export function addressKind(address: string): AddressKind {
  const family = isIP(address);
  if (family === 0) return "never";
  if (family === 6) {
    if (NEVER.check(address, "ipv6")) return "never";
    if (PRIVATE.check(address, "ipv6")) return "private";
    // An IPv4 address inside an IPv6 one is judged as itself: ::ffff:127.0.0.1 is loopback.
    const v4 = embeddedIpv4(address);
    return v4 === undefined ? "public" : addressKind(v4);
  }
  if (!isIPv4(address) || NEVER.check(address, "ipv4")) return "never";
  return PRIVATE.check(address, "ipv4") ? "private" : "public";
}

/** Whether the server may connect to `address` for `host`: public ones always, private ones only for a host allowed by name. */
export function mayConnect(address: string, host: string, allowedHosts: ReadonlySet<string>): boolean {
  const kind = addressKind(address);
  return kind === "public" || (kind === "private" && allowedHosts.has(host.toLowerCase()));
}
