import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * Test helpers for Web Push (not used by the app): a browser's side of a subscription, and the
 * decryption a browser does (RFC 8291 on RFC 8188 aes128gcm), written here from the RFCs so the
 * test does not check web-push's encryption with web-push's own code.
 */
export interface Device {
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
}

export function fakeDevice(): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Opens an aes128gcm push body with the device's private key and auth secret (one record). */
export function decryptPush(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const serverPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = device.ecdh.computeSecret(serverPublic);
  const prkKey = hmac(device.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<public key>`): signed ES256 by
 * the given public key, for this audience. Answers the JWT's claims.
 */
export function verifyVapid(header: string | undefined, publicKey: string, audience: string): { aud: string; exp: number; sub: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID header: ${header}`);
  const [token, k] = [m[1], m[2]];
  if (k !== publicKey) throw new Error('signed with another key');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  const [h, p, sig] = token.split('.');
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))) throw new Error('bad signature');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  if (claims.aud !== audience) throw new Error(`audience ${claims.aud}, expected ${audience}`);
  return claims;
}

/** One request a local push service received. */
export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on this machine, open until the test file ends: records each request in `received`
 * and answers what the test set in `answers` for its path (201 otherwise).
 */
export async function localPushService() {
  const received: PushRequest[] = [];
  const answers = new Map<string, { status: number; headers?: Record<string, string> }>();
  const service = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      const a = answers.get(req.url!) ?? { status: 201 };
      res.writeHead(a.status, a.headers).end();
    });
  });
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  afterAll(() => new Promise((r) => service.close(r)));
  return { received, answers, origin: `http://127.0.0.1:${(service.address() as AddressInfo).port}` };
}
