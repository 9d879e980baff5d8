import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkEndpoint, isPublicAddress, type Resolve } from './endpoint.ts';
import { postPush, pushAgents } from './transport.ts';

/** A resolver with fixed answers: DNS names tested without the internet. */
const fakeDns = (answers: Record<string, string[]>): Resolve => async (host) => {
  const list = answers[host];
  if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('isPublicAddress', () => {
  it.each([
    '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.1', '192.168.1.1', '127.0.0.1', '127.9.9.9', '169.254.169.254',
    '169.254.0.1', '100.64.0.1', '100.127.255.254', '0.0.0.0', '224.0.0.1', '239.255.255.250', '255.255.255.255', '192.0.2.10',
    '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'ff02::1', '2001:db8::1',
    '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::10.0.0.1', '64:ff9b::7f00:1', 'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['142.250.183.10', '17.253.144.10', '100.128.0.1', '172.32.0.1', '2607:f8b0:4004:c07::5f', '64:ff9b::8efa:b70a'])(
    'accepts %s', (address) => expect(isPublicAddress(address)).toBe(true));

  // Every entry of the IANA IPv4 and IPv6 Special-Purpose Address Registries (issue 27 §7), each by
  // its first and last address, written here from the registries rather than from the code's list.
  it.each([
    ['0.0.0.0/8 this network', '0.0.0.1', '0.255.255.255'],
    ['10.0.0.0/8 private', '10.0.0.0', '10.255.255.255'],
    ['100.64.0.0/10 shared', '100.64.0.0', '100.127.255.255'],
    ['127.0.0.0/8 loopback', '127.0.0.0', '127.255.255.255'],
    ['169.254.0.0/16 link local', '169.254.0.0', '169.254.255.255'],
    ['172.16.0.0/12 private', '172.16.0.0', '172.31.255.255'],
    ['192.0.0.0/24 IETF protocol assignments', '192.0.0.9', '192.0.0.170'],
    ['192.0.2.0/24 TEST-NET-1', '192.0.2.0', '192.0.2.255'],
    ['192.31.196.0/24 AS112-v4', '192.31.196.0', '192.31.196.255'],
    ['192.52.193.0/24 AMT', '192.52.193.0', '192.52.193.255'],
    ['192.88.99.0/24 6to4 relay anycast', '192.88.99.0', '192.88.99.255'],
    ['192.168.0.0/16 private', '192.168.0.0', '192.168.255.255'],
    ['192.175.48.0/24 AS112 direct delegation', '192.175.48.0', '192.175.48.255'],
    ['198.18.0.0/15 benchmarking', '198.18.0.0', '198.19.255.255'],
    ['198.51.100.0/24 TEST-NET-2', '198.51.100.0', '198.51.100.255'],
    ['203.0.113.0/24 TEST-NET-3', '203.0.113.0', '203.0.113.255'],
    ['224.0.0.0/4 multicast', '224.0.0.0', '239.255.255.255'],
    ['240.0.0.0/4 reserved and broadcast', '240.0.0.0', '255.255.255.255'],
    ['::/128 unspecified', '::', '0:0:0:0:0:0:0:0'],
    ['::1/128 loopback', '::1', '0:0:0:0:0:0:0:1'],
    ['::/96 IPv4-compatible', '::8efa:b70a', '::142.250.183.10'],
    ['::ffff:0:0/96 IPv4-mapped', '::ffff:142.250.183.10', '::ffff:ffff:ffff'],
    ['64:ff9b:1::/48 local-use translation', '64:ff9b:1::8efa:b70a', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff'],
    ['100::/64 discard-only', '100::', '100::ffff:ffff:ffff:ffff'],
    ['100:0:0:1::/64 dummy prefix', '100:0:0:1::', '100:0:0:1:ffff:ffff:ffff:ffff'],
    ['2001::/23 IETF protocol assignments', '2001::1', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['2001::/32 Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:0:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['2001:1::1/128 PCP anycast', '2001:1::1', '2001:1::2'],
    ['2001:2::/48 benchmarking', '2001:2::', '2001:2:0:ffff:ffff:ffff:ffff:ffff'],
    ['2001:3::/32 AMT', '2001:3::', '2001:3:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['2001:4:112::/48 AS112-v6', '2001:4:112::', '2001:4:112:ffff:ffff:ffff:ffff:ffff'],
    ['2001:10::/28 ORCHID', '2001:10::', '2001:1f:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['2001:20::/28 ORCHIDv2', '2001:20::', '2001:2f:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['2001:30::/28 DETs', '2001:30::', '2001:3f:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['2001:db8::/32 documentation', '2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['2002::/16 6to4', '2002::', '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['2620:4f:8000::/48 AS112 direct delegation', '2620:4f:8000::', '2620:4f:8000:ffff:ffff:ffff:ffff:ffff'],
    ['3fff::/20 documentation', '3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['5f00::/16 SRv6 SIDs', '5f00::', '5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['fc00::/7 unique local', 'fc00::', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['fe80::/10 link-local', 'fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['fec0::/10 site-local', 'fec0::', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['ff00::/8 multicast', 'ff00::', 'ff0e::1'],
    ['outside 2000::/3 (unallocated)', '4000::1', 'e000::1'],
  ])('refuses %s', (_range, first, last) => {
    expect(isPublicAddress(first)).toBe(false);
    expect(isPublicAddress(last)).toBe(false);
  });

  it.each([
    // Just outside a range: still public.
    '192.0.1.255', '192.31.197.0', '192.52.194.1', '192.88.98.255', '192.175.49.0', '198.20.0.0', '223.255.255.254',
    '2001:200::1', '2001:db9::1', '2003::1', '2620:4f:8001::1', '3ffe:ffff::1', '2a00:1450:4001:82b::200a',
  ])('accepts %s just beside a special range', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('checkEndpoint', () => {
  const dns = fakeDns({
    'fcm.googleapis.com': ['142.250.183.10', '2607:f8b0:4004:c07::5f'],
    'loopback.example.com': ['127.0.0.1'],
    'metadata.example.com': ['169.254.169.254'],
    'split.example.com': ['142.250.183.10', '10.0.0.7'],
    'v6-private.example.com': ['fd00::1'],
  });
  const refused = async (endpoint: string, allow: string[] = []) => {
    const check = await checkEndpoint(endpoint, allow, dns);
    return check.ok ? 'accepted' : check.reason;
  };

  it('accepts https on a public host and pins the first checked address', async () => {
    const check = await checkEndpoint('https://fcm.googleapis.com/fcm/send/abc', [], dns);
    expect(check).toMatchObject({ ok: true, pin: { address: '142.250.183.10', family: 4 } });
  });

  // Plain http, credentials, IP literals and local names; then names that resolve to a private,
  // loopback or metadata address (even beside a public one), and names that do not resolve.
  const refusals: Record<string, string[]> = {
    'not-https': [
      'http://169.254.169.254/latest/meta-data/', 'http://fcm.googleapis.com/fcm/send/abc', 'https://user:pw@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
    ],
    'ip-literal': [
      'https://127.0.0.1/push', 'https://10.0.0.1/push', 'https://169.254.169.254/latest/meta-data/', 'https://[::1]/push',
      'https://2130706433/push', // 127.0.0.1 as one number
    ],
    'local-name': ['https://localhost/push', 'https://LOCALHOST./push', 'https://api.localhost/push', 'https://intranet/push'],
    'private-address': [
      'https://loopback.example.com/push', 'https://metadata.example.com/push', 'https://split.example.com/push',
      'https://v6-private.example.com/push',
    ],
    'dns-failed': ['https://unknown.example.com/push'],
  };
  it.each(Object.entries(refusals).flatMap(([reason, endpoints]) => endpoints.map((endpoint) => [endpoint, reason])))(
    'refuses %s: %s', async (endpoint, reason) => expect(await refused(endpoint)).toBe(reason));

  it('lets an allowed origin through, and only that origin', async () => {
    expect(await refused('http://127.0.0.1:4000/push/1', ['http://127.0.0.1:4000'])).toBe('accepted');
    expect(await refused('http://127.0.0.1:4001/push/1', ['http://127.0.0.1:4000'])).toBe('not-https');
    expect(await refused('https://127.0.0.1:4000/push/1', ['http://127.0.0.1:4000'])).toBe('ip-literal');
  });
});

describe('postPush', () => {
  it('connects to the pinned address, not to a fresh lookup of the name', async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.headers.host} ${req.url}`);
      res.writeHead(201).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const agents = pushAgents();
    try {
      // `.invalid` never resolves (RFC 6761): only the pin can have reached the server.
      const answer = await postPush({ url: new URL(`http://push.invalid:${port}/p/1`), headers: { TTL: 60 }, body: null, pin: { address: '127.0.0.1', family: 4 } }, agents, 5000);
      expect(answer.status).toBe(201);
      expect(seen).toEqual([`push.invalid:${port} /p/1`]);
    } finally {
      agents.destroy();
      await new Promise((r) => server.close(r));
    }
  });
});
