import { afterAll, describe, expect, it } from 'vitest';
import { startMailPreview } from './preview.tsx';
import { SAMPLES } from './samples.ts';

/** `npm run mail:preview` (issue 29 §6): one index linking every mail's HTML and text, over real HTTP. */
describe('mail preview', async () => {
  const { server, url } = await startMailPreview(0);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const get = async (path: string) => {
    const r = await fetch(new URL(path, url));
    return { status: r.status, type: r.headers.get('content-type'), body: await r.text() };
  };

  it('the index links each mail, HTML and text', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    for (const s of SAMPLES) {
      expect(index.body).toContain(`href="/${s.id}.html"`);
      expect(index.body).toContain(`href="/${s.id}.txt"`);
    }
  });

  it('serves the parts as the server sends them', async () => {
    const html = await get('/receipt.html');
    expect(html.type).toBe('text/html; charset=utf-8');
    expect(html.body).toBe(SAMPLES.find((s) => s.id === 'receipt')!.mail().html);
    const text = await get('/newsletter-welcome.txt');
    expect(text.type).toBe('text/plain; charset=utf-8');
    expect(text.body).toMatch(/^Subject: Welcome to our newsletter \| The Lazy Trader\n\nHi there,/);
    expect((await get('/nothing.html')).status).toBe(404);
  });

  it('shows each mail in Hindi too, under /hi (issue 30)', async () => {
    const index = await get('/');
    expect(index.body).toContain('href="/hi/receipt.html"');
    expect(index.body).toContain('href="/hi/receipt.txt"');
    const html = await get('/hi/receipt.html');
    expect(html.body).toBe(SAMPLES.find((s) => s.id === 'receipt')!.mail('hi').html);
    expect((await get('/hi/newsletter-welcome.txt')).body).toMatch(/^Subject: हमारे न्यूज़लेटर में आपका स्वागत है \| The Lazy Trader\n\nनमस्ते दोस्त,/);
  });
});
