import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Whether `ip` is an address our server may connect to on someone's say-so (a webhook, a
 * calendar feed: SSRF): a public unicast address. Everything ipaddr.js names a special range is
 * refused: this machine, the private networks behind it (link-local is where cloud metadata
 * services live), CGNAT, multicast, documentation and reserved ranges (RFC 6890). An IPv4
 * address written as IPv6 (::ffff:a.b.c.d) is judged as the IPv4 host it reaches; NAT64, 6to4
 * and Teredo addresses, which wrap another host, are refused, and so is all of ::/8 but ::ffff:
 * (RFC 4291 reserves it; the IPv4-compatible ::a.b.c.d, such as ::7f00:1, still reaches the
 * IPv4 host on some systems). The address is first written as Node writes it when connecting
 * (`::127.0.0.1` is `::7f00:1`), so the check and the connection read the same address.
 */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0 || !ipaddr.isValid(ip)) return false;
  const text = family === 6 ? URL.parse(`http://[${ip}]/`)?.hostname.slice(1, -1) : ip;
  if (!text || !ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  if (parsed instanceof ipaddr.IPv6) {
    if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().range() === "unicast";
    if ((parsed.parts[0] ?? 0) < 0x100) return false;
  }
  return parsed.range() === "unicast";
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
