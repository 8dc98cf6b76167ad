import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Where a webhook may not go: this machine, the private networks behind it, and addresses that
 * are no single public host (RFC 6890's special-purpose ranges). A webhook URL is typed by an
 * admin, but it is still a request our server makes on someone's say-so (SSRF).
 */
const refusedRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", including the unspecified 0.0.0.0
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and broadcast
] as const) {
  refusedRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["100::", 64], // discard-only
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated, still routed by some)
  ["ff00::", 8], // multicast
] as const) {
  refusedRanges.addSubnet(network, prefix, "ipv6");
}

/** An IPv6 address as its eight 16-bit groups (an embedded dotted IPv4 tail included). */
function ipv6Groups(
  address: string,
): [number, number, number, number, number, number, number, number] {
  let text = address.toLowerCase().split("%")[0] ?? "";
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return [0, 1, 2, 3, 4, 5, 6, 7].map((i) => groups[i] ?? 0) as ReturnType<typeof ipv6Groups>;
}

const ipv4Of = (high: number, low: number) =>
  [high >> 8, high & 255, low >> 8, low & 255].join(".");

/**
 * The IPv4 address an IPv6 address carries to the same host, if any: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0) && (g[6] !== 0 || g[7] > 1))
    return ipv4Of(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4Of(g[6], g[7]);
  if (g[0] === 0x2002) return ipv4Of(g[1], g[2]);
  return null;
}

/** Whether `ip` is an address a webhook may be sent to: a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return !refusedRanges.check(ip, "ipv4");
  if (family !== 6) return false;
  const inner = embeddedIpv4(ip);
  if (inner !== null && !isPublicAddress(inner)) return false;
  return !refusedRanges.check(ip, "ipv6");
}

export type CheckedHost =
  | { ok: true; address: string; family: 4 | 6 }
  | { ok: false; reason: string; permanent: boolean };

type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves a webhook's host and checks every address it has (a name with one public and one
 * private address is refused, or a connection could pick the private one). The first address is
 * the one to connect to: `pinnedLookup` makes the connection use it, so a second DNS answer
 * (rebinding) cannot switch the connection to another address after the check.
 * `allowPrivate` is WEBHOOK_ALLOW_PRIVATE: tests and local receivers.
 */
export async function checkWebhookHost(
  hostname: string,
  { allowPrivate, resolve = systemResolver }: { allowPrivate: boolean; resolve?: Resolver },
): Promise<CheckedHost> {
  const host = hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  } catch (error) {
    const code = (error as { code?: string }).code ?? "no answer";
    return { ok: false, reason: `Host name not found (${code}).`, permanent: false };
  }
  const first = addresses[0];
  if (!first) return { ok: false, reason: "Host name not found.", permanent: false };
  const inside = addresses.find((a) => !isPublicAddress(a.address));
  if (inside && !allowPrivate) {
    return {
      ok: false,
      reason: `Refused: ${host} is a private or local address (${inside.address}); webhooks go to public addresses only.`,
      permanent: true,
    };
  }
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A `lookup` for node:http(s) that answers with the checked address only (no second query). */
export function pinnedLookup(checked: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: checked.address, family: checked.family },
      ]);
    } else {
      callback(null, checked.address, checked.family);
    }
  };
}
