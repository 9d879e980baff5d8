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

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['100::', 64], ['2001::', 32], ['2001:db8::', 32], ['2002::', 16],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0];
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

/**
 * Whether an address is on the public internet: not private (10/8, 172.16/12, 192.168/16,
 * fc00::/7), loopback, link-local (169.254/16 with the cloud metadata address, fe80::/10), CGNAT
 * (100.64/10), unspecified, multicast, reserved or documentation ranges. An IPv4 address inside
 * IPv6 (::ffff:a.b.c.d, NAT64's 64:ff9b::/96) is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const g = ipv6Groups(address);
  const embedsV4 = (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    || (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0));
  if (embedsV4) return isPublicAddress(`${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`);
  return !blocked.check(address, 'ipv6');
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
