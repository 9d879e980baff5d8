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

  it.each(['142.250.183.10', '17.253.144.10', '100.128.0.1', '172.32.0.1', '2607:f8b0:4004:c07::5f', '::ffff:142.250.183.10', '64:ff9b::8efa:b70a'])(
    'accepts %s', (address) => expect(isPublicAddress(address)).toBe(true));
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

  it('refuses plain http, IP literals, local names and credentials', async () => {
    expect(await refused('http://169.254.169.254/latest/meta-data/')).toBe('not-https');
    expect(await refused('http://fcm.googleapis.com/fcm/send/abc')).toBe('not-https');
    expect(await refused('https://user:pw@fcm.googleapis.com/x')).toBe('not-https');
    expect(await refused('https://127.0.0.1/push')).toBe('ip-literal');
    expect(await refused('https://10.0.0.1/push')).toBe('ip-literal');
    expect(await refused('https://169.254.169.254/latest/meta-data/')).toBe('ip-literal');
    expect(await refused('https://[::1]/push')).toBe('ip-literal');
    expect(await refused('https://2130706433/push')).toBe('ip-literal'); // 127.0.0.1 as one number
    expect(await refused('https://localhost/push')).toBe('local-name');
    expect(await refused('https://LOCALHOST./push')).toBe('local-name');
    expect(await refused('https://api.localhost/push')).toBe('local-name');
    expect(await refused('https://intranet/push')).toBe('local-name');
    expect(await refused('ftp://fcm.googleapis.com/x')).toBe('not-https');
  });

  it('refuses a name that resolves to a private, loopback or metadata address, even beside a public one', async () => {
    expect(await refused('https://loopback.example.com/push')).toBe('private-address');
    expect(await refused('https://metadata.example.com/push')).toBe('private-address');
    expect(await refused('https://split.example.com/push')).toBe('private-address');
    expect(await refused('https://v6-private.example.com/push')).toBe('private-address');
    expect(await refused('https://unknown.example.com/push')).toBe('dns-failed');
  });

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
