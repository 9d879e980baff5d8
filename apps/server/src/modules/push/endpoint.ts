import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Which push endpoints the server may POST to (no server-side request forgery): https on a public
 * host only. Checked when a device subscribes and again before each delivery, since DNS may
 * change; the delivery then connects to the address checked here (transport.ts), never to a
 * fresh lookup. Origins in PUSH_ENDPOINT_ALLOW skip the rules (tests' local push services).
 */

/** A resolver: every address of a hostname (dns.lookup with `all`). Tests pass their own. */
export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;
export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export type EndpointCheck =
  | { ok: true; url: URL; /** Where to connect; unset for an allowed origin (plain lookup). */ pin?: { address: string; family: 4 | 6 } }
  | { ok: false; reason: 'not-https' | 'ip-literal' | 'local-name' | 'private-address' | 'dns-failed'; detail?: string };

/**
 * The IANA IPv4 and IPv6 Special-Purpose Address Registries (as of 2025), every entry, with the RFC
 * that reserves it, plus multicast and the deprecated site-local range. None of them is where a push
 * service lives, including those the registry marks globally reachable (anycast and AS112 services).
 */
const SPECIAL_V4: ReadonlyArray<readonly [string, number, string]> = [
  ['0.0.0.0', 8, 'RFC 791: "this network"'],
  ['10.0.0.0', 8, 'RFC 1918: private use'],
  ['100.64.0.0', 10, 'RFC 6598: shared address space (CGNAT)'],
  ['127.0.0.0', 8, 'RFC 1122: loopback'],
  ['169.254.0.0', 16, 'RFC 3927: link local (cloud metadata at 169.254.169.254)'],
  ['172.16.0.0', 12, 'RFC 1918: private use'],
  ['192.0.0.0', 24, 'RFC 6890: IETF protocol assignments (DS-Lite, PCP and TURN anycast, NAT64 discovery)'],
  ['192.0.2.0', 24, 'RFC 5737: documentation (TEST-NET-1)'],
  ['192.31.196.0', 24, 'RFC 7535: AS112-v4'],
  ['192.52.193.0', 24, 'RFC 7450: AMT'],
  ['192.88.99.0', 24, 'RFC 7526: deprecated 6to4 relay anycast'],
  ['192.168.0.0', 16, 'RFC 1918: private use'],
  ['192.175.48.0', 24, 'RFC 7534: direct delegation AS112 service'],
  ['198.18.0.0', 15, 'RFC 2544: benchmarking'],
  ['198.51.100.0', 24, 'RFC 5737: documentation (TEST-NET-2)'],
  ['203.0.113.0', 24, 'RFC 5737: documentation (TEST-NET-3)'],
  ['224.0.0.0', 4, 'RFC 5771: multicast'],
  ['240.0.0.0', 4, 'RFC 1112: reserved, with 255.255.255.255 (RFC 919: limited broadcast)'],
];
const SPECIAL_V6: ReadonlyArray<readonly [string, number, string]> = [
  ['::', 128, 'RFC 4291: unspecified'],
  ['::1', 128, 'RFC 4291: loopback'],
  ['::', 96, 'RFC 4291: deprecated IPv4-compatible addresses'],
  ['::ffff:0:0', 96, 'RFC 4291: IPv4-mapped addresses'],
  ['64:ff9b:1::', 48, 'RFC 8215: IPv4-IPv6 translation, local use'],
  ['100::', 64, 'RFC 6666: discard-only'],
  ['100:0:0:1::', 64, 'RFC 9780: dummy IPv6 prefix'],
  ['2001::', 23, 'RFC 2928: IETF protocol assignments (Teredo, PCP/TURN/DNS-SD anycast, benchmarking, AMT, AS112, ORCHID, DETs)'],
  ['2001:db8::', 32, 'RFC 3849: documentation'],
  ['2002::', 16, 'RFC 3056: 6to4'],
  ['2620:4f:8000::', 48, 'RFC 7534: direct delegation AS112 service'],
  ['3fff::', 20, 'RFC 9637: documentation'],
  ['5f00::', 16, 'RFC 9602: segment routing (SRv6) SIDs'],
  ['fc00::', 7, 'RFC 4193: unique local'],
  ['fe80::', 10, 'RFC 4291: link-local unicast'],
  ['fec0::', 10, 'RFC 3879: deprecated site-local'],
  ['ff00::', 8, 'RFC 4291: multicast'],
];
// Two lists: a BlockList also matches an IPv4 rule against IPv4-mapped IPv6 addresses and back.
const specialV4 = new BlockList();
for (const [net, prefix] of SPECIAL_V4) specialV4.addSubnet(net, prefix, 'ipv4');
const specialV6 = new BlockList();
for (const [net, prefix] of SPECIAL_V6) specialV6.addSubnet(net, prefix, 'ipv6');
/** Global unicast (RFC 4291 §2.4): IANA has allocated nothing else for hosts to use. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
/** NAT64's well-known prefix (RFC 6052): reachable, and only as public as the IPv4 address it carries. */
const nat64 = new BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');

/** The IPv4 address in the last 32 bits of an IPv6 address (written either way). */
function lastV4(address: string): string {
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (quad) return quad.slice(1).join('.');
  const groups = address.split(':');
  const [hi, lo] = groups.slice(-2).map((g) => parseInt(g || '0', 16));
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/**
 * Whether an address is on the public internet: not in any special-purpose range above (private,
 * loopback, link-local with the cloud metadata address, CGNAT, unspecified, multicast, reserved,
 * documentation, translation and protocol ranges), and for IPv6 within global unicast 2000::/3. An
 * address in NAT64's 64:ff9b::/96 is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !specialV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const bare = address.split('%')[0]; // a zone (fe80::1%eth0) is link-local anyway
  if (nat64.check(bare, 'ipv6')) return isPublicAddress(lastV4(bare));
  return globalUnicast.check(bare, 'ipv6') && !specialV6.check(bare, 'ipv6');
}

/** Judges an endpoint; resolves its host and answers the address to connect to. */
export async function checkEndpoint(endpoint: string, allow: readonly string[], resolve: Resolve = systemResolve): Promise<EndpointCheck> {
  const url = URL.parse(endpoint);
  if (!url) return { ok: false, reason: 'not-https' };
  if (allow.includes(url.origin)) return { ok: true, url };
  if (url.protocol !== 'https:' || url.username || url.password) return { ok: false, reason: 'not-https' };
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  // A push service is named; an address typed into a subscription is someone aiming at a host.
  if (isIP(host)) return { ok: false, reason: 'ip-literal' };
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return { ok: false, reason: 'local-name' };
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await resolve(host);
  } catch (e) {
    return { ok: false, reason: 'dns-failed', detail: (e as NodeJS.ErrnoException).code ?? String(e) };
  }
  if (addresses.length === 0) return { ok: false, reason: 'dns-failed', detail: 'no address' };
  // Any private answer refuses the host: a resolver answering both could be steered to either.
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  if (bad) return { ok: false, reason: 'private-address', detail: bad.address };
  const first = addresses[0];
  return { ok: true, url, pin: { address: first.address, family: first.family === 6 ? 6 : 4 } };
}
