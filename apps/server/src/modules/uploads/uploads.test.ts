import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { IMAGE_MAX_BYTES } from '@tlt/shared/upload';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { UPLOADS_PER_MEMBER_PER_HOUR } from './routes.ts';
import { IMAGE_WORKERS, limitImageWork, MAX_WAITING } from './service.ts';

const app = await testApp();
afterAll(() => fs.rmSync(app.config.dataDir, { recursive: true, force: true }));
const { token } = await makeUser(app);

interface Part { field: string; filename?: string; type?: string; body: Buffer | string }
function form(parts: Part[]) {
  const boundary = `----tlt${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"` +
      (p.filename ? `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}` : '') + '\r\n\r\n'),
    Buffer.isBuffer(p.body) ? p.body : Buffer.from(p.body),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (a: FastifyInstance, parts: Part[], t = token, remoteAddress?: string) =>
  call(a, { method: 'POST', url: '/api/upload', token: t, remoteAddress, ...form(parts) });
const file = (body: Buffer | string, filename = 'photo.png', type = 'image/png'): Part => ({ field: 'file', filename, type, body });

const uploadsDir = (a: FastifyInstance) => path.join(a.config.dataDir, 'uploads');
const stored = (a: FastifyInstance) => {
  const dir = path.join(uploadsDir(a), 'images');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const storedPath = (a: FastifyInstance, location: string) => path.join(uploadsDir(a), location.replace(/^\/uploads\//, ''));

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7' } });
/** Random pixels do not compress: a PNG of about 3·w·h bytes. */
const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();

/** A 10×10 PNG whose header claims width×height: a few hundred bytes that would decode huge. */
async function declaring(width: number, height: number) {
  const png = Buffer.from(await solid(10, 10).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('image work limit', () => {
  it(`runs at most ${IMAGE_WORKERS} at once, queues ${MAX_WAITING}, and refuses more with 503`, async () => {
    let running = 0;
    let peak = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const work = async () => {
      peak = Math.max(peak, ++running);
      await gate;
      running--;
      return 'done';
    };
    const accepted = Array.from({ length: IMAGE_WORKERS + MAX_WAITING }, () => limitImageWork(work));
    const overflow = limitImageWork(work);
    await expect(overflow).rejects.toMatchObject({ statusCode: 503, message: MSG.imagesBusy });
    release();
    expect(await Promise.all(accepted)).toEqual(Array(IMAGE_WORKERS + MAX_WAITING).fill('done'));
    expect(peak).toBe(IMAGE_WORKERS);
  });
});

describe('POST /api/upload', () => {
  it('stores a PNG as WebP under its content hash and serves it with a long cache', async () => {
    const png = await solid(100, 100).png().toBuffer();
    const r = await upload(app, [file(png)]);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(true);
    const location = r.body.data.location as string;
    expect(location).toMatch(/^\/uploads\/images\/[0-9a-f]{64}\.webp$/);
    const onDisk = fs.readFileSync(storedPath(app, location));
    const meta = await sharp(onDisk).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 100 });
    expect(meta.exif).toBeUndefined();

    const served = await app.inject({ method: 'GET', url: location });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(onDisk)).toBe(true);
    // The same picture again is the same object.
    expect((await upload(app, [file(png, 'again.png')])).body.data.location).toBe(location);
    expect((await app.inject({ method: 'GET', url: '/uploads/images/missing.webp' })).statusCode).toBe(404);
  });

  it('applies the EXIF orientation of a JPEG, then drops every metadata block', async () => {
    const jpeg = await solid(100, 50).jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Co', Artist: 'Someone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const r = await upload(app, [file(jpeg, 'IMG_0001.JPG', 'image/jpeg')]);
    expect(r.status).toBe(200);
    const out = fs.readFileSync(storedPath(app, r.body.data.location));
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 50, height: 100 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(out.includes('Secret Co')).toBe(false);
  });

  it('fits large pictures within 2000×2000', async () => {
    const r = await upload(app, [file(await solid(3000, 1000).png().toBuffer())]);
    expect(r.status).toBe(200);
    expect(await sharp(storedPath(app, r.body.data.location)).metadata()).toMatchObject({ width: 2000, height: 667 });
  });

  it('judges the type by content: text, GIF, WebP or SVG named .png is refused', async () => {
    const before = stored(app);
    const samples = [
      Buffer.from('just some text, not a picture'),
      await solid(10, 10).gif().toBuffer(),
      await solid(10, 10).webp().toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
    ];
    for (const body of samples) {
      const r = await upload(app, [file(body, 'x.png', 'image/png')]);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ status: false, code: 400, message: MSG.imageType });
    }
    // A PNG header over garbage.
    const broken = Buffer.concat([(await solid(10, 10).png().toBuffer()).subarray(0, 40), randomBytes(200)]);
    expect((await upload(app, [file(broken)])).body.message).toBe(MSG.imageType);
    expect(stored(app)).toEqual(before);
  });

  it('"under 2 MB" on the server as in every field: exactly 2 MB is refused, a byte less is judged by its content', async () => {
    const exactly = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(IMAGE_MAX_BYTES - 8, 1)]);
    const atLimit = await upload(app, [file(exactly)]);
    expect(atLimit.status).toBe(413);
    expect(atLimit.body.message).toBe(MSG.imageTooLarge);
    // One byte less passes the size rule and reaches the content check (not an image: refused by type).
    const under = await upload(app, [file(exactly.subarray(1))]);
    expect(under.body.message).toBe(MSG.imageType);
  });

  it('refuses over 2 MB with the spec message and stores nothing; 1–2 MB passes the JSON body limit', async () => {
    const big = await noisyPng(1000, 1000);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const before = stored(app);
    const r = await upload(app, [file(big)]);
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ status: false, code: 413, message: MSG.imageTooLarge });
    expect(stored(app)).toEqual(before);

    const mid = await noisyPng(800, 700);
    expect(mid.length).toBeGreaterThan(app.config.limits.bodyBytes);
    expect(mid.length).toBeLessThan(2 * 1024 * 1024);
    expect((await upload(app, [file(mid)])).status).toBe(200);
  });

  it('refuses a small file that claims a huge bitmap before decoding it, with its own message', async () => {
    // 20000×20000 (400 MP) and 6000×5000 (30 MP, between the 24 MP cap and the old 40 MP one).
    for (const [width, height] of [[20000, 20000], [6000, 5000]]) {
      const r = await upload(app, [file(await declaring(width, height))]);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ status: false, code: 400, message: MSG.imageTooManyPixels });
    }
  });

  it('answers 400 with the image message for an empty file, here and in the contact form', async () => {
    const before = stored(app);
    const r = await upload(app, [file(Buffer.alloc(0))]);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ status: false, code: 400, message: MSG.imageType });
    // "A" is a valid base64 text of zero bytes.
    const q = await call(app, {
      method: 'POST', url: '/api/contactus/createQuery',
      payload: { name: 'Asha', email: 'asha@example.com', message: 'Hello', image: 'data:image/png;base64,A' },
    });
    expect(q.status).toBe(400);
    expect(q.body.message).toBe(MSG.imageType);
    expect(stored(app)).toEqual(before);
  });

  it('answers every one of ten concurrent large uploads, never with a 500', async () => {
    // 39.7 MP declared: refused on the header, no pixel decoded.
    const huge = await declaring(7300, 5440);
    const refused = await Promise.all(Array.from({ length: 10 }, () => upload(app, [file(huge)])));
    expect(refused.map((r) => r.status)).toEqual(Array(10).fill(400));
    expect(new Set(refused.map((r) => r.body.message))).toEqual(new Set([MSG.imageTooManyPixels]));
    // Large but accepted: decoded for real, a few at a time; each is stored or told the server is busy.
    const big = await solid(3000, 2000).png().toBuffer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(app, [file(big)])));
    for (const r of answers) {
      expect([200, 503]).toContain(r.status);
      if (r.status === 503) expect(r.body.message).toBe(MSG.imagesBusy);
    }
    expect(answers.some((r) => r.status === 200)).toBe(true);
  });

  it(`counts ${UPLOADS_PER_MEMBER_PER_HOUR} uploads an hour per member, whatever the address`, async () => {
    const png = await solid(8, 8).png().toBuffer();
    const busy = await makeUser(app);
    // Spread over addresses so the per-IP minute limit never bites first.
    const ip = (i: number) => `127.0.${Math.floor(i / 50)}.${(i % 50) + 1}`;
    for (let i = 0; i < UPLOADS_PER_MEMBER_PER_HOUR; i++)
      expect((await upload(app, [file(png)], busy.token, ip(i))).status).toBe(200);
    const refused = await upload(app, [file(png)], busy.token, '127.0.9.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: false, code: 429, message: MSG.uploadsPerHour });
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
    // Another member from the same address is not affected.
    const other = await makeUser(app);
    expect((await upload(app, [file(png)], other.token, '127.0.9.1')).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const r = await upload(app, [file(await solid(10, 10).png().toBuffer())], '');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(MSG.sessionExpired);
  });

  it('answers 400, never 500, for a form without the file', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const cases = [
      form([{ field: 'caption', body: 'hello' }]),
      form([{ field: 'image', filename: 'a.png', type: 'image/png', body: png }]),
      form([]),
      { payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n' + 'abc'), headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { payload: Buffer.from('whatever'), headers: { 'content-type': 'multipart/form-data' } },
      { payload: JSON.stringify({ file: 'data:image/png;base64,AAAA' }), headers: { 'content-type': 'application/json' } },
    ];
    for (const c of cases) {
      const r = await call(app, { method: 'POST', url: '/api/upload', token, ...c });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ status: false, code: 400, message: MSG.uploadFailed });
    }
    // One file per request; a text field beside it is ignored.
    expect((await upload(app, [file(png), file(png, 'b.png')])).body).toEqual({ status: false, code: 400, message: MSG.uploadFailed });
    expect((await upload(app, [{ field: 'caption', body: 'chart' }, file(png)])).status).toBe(200);
  });
});

describe('S3 image store', () => {
  const puts: { url: string; type?: string; cache?: string; body: Buffer; auth?: string }[] = [];
  const s3 = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      puts.push({ url: req.url!, type: req.headers['content-type'], cache: req.headers['cache-control'], body: Buffer.concat(chunks), auth: req.headers.authorization });
      res.writeHead(200, { etag: '"1"' }).end();
    });
  });
  const port = new Promise<number>((resolve) => s3.listen(0, '127.0.0.1', () => resolve((s3.address() as AddressInfo).port)));
  afterAll(() => new Promise<void>((resolve) => s3.close(() => resolve())));

  it('puts the re-encoded image in the bucket and answers the public URL', async () => {
    const env = {
      STORAGE: 's3', S3_BUCKET: 'tlt-images', S3_ACCESS_KEY_ID: 'AKIATEST', S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: `http://127.0.0.1:${await port}`, S3_PUBLIC_URL: 'https://cdn.example.com/',
    };
    const a = await testApp({ env });
    const { token: t } = await makeUser(a);
    const r = await upload(a, [file(await solid(20, 20).png().toBuffer())], t);
    expect(r.status).toBe(200);
    const location = r.body.data.location as string;
    expect(location).toMatch(/^https:\/\/cdn\.example\.com\/images\/[0-9a-f]{64}\.webp$/);
    const put = puts.at(-1)!;
    expect(put.url.split('?')[0]).toBe(`/tlt-images/${location.slice('https://cdn.example.com/'.length)}`);
    expect(put.type).toBe('image/webp');
    expect(put.cache).toContain('immutable');
    expect(put.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIATEST\//);
    expect((await sharp(put.body).metadata()).format).toBe('webp');
    expect(fs.existsSync(uploadsDir(a))).toBe(false);
    // S3 storage serves nothing locally.
    expect((await a.inject({ method: 'GET', url: '/uploads/images/x.webp' })).statusCode).toBe(404);
  });
});
