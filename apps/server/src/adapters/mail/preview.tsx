/** @jsxRuntime automatic */
// The automatic runtime by pragma, not only by tsconfig: tsx run from the repository root reads no server tsconfig.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCALES, type Locale, localeOfPath, localizePath, stripLocale } from '@tlt/shared/i18n/locale';
import { renderHtml } from './render.ts';
import { SAMPLES } from './samples.ts';

/**
 * `npm run mail:preview` (decision 0058): every mail with its sample data, rendered on
 * each request from the same templates the server sends. An index links each mail's HTML and text part,
 * in English (/ID.html) and in Hindi (/hi/ID.html, issue 30). Local only: it binds 127.0.0.1.
 */
function Index() {
  return (
    <html lang="en">
      <head><meta charSet="utf-8" /><title>Mail preview | The Lazy Trader</title></head>
      <body style={{ fontFamily: 'Arial,Helvetica,sans-serif', maxWidth: '760px', margin: '24px auto', padding: '0 12px' }}>
        <h1>Mail preview</h1>
        <p>Every mail the server sends, rendered now with sample data (apps/server/src/adapters/mail/samples.ts).</p>
        <table cellPadding={6} style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {SAMPLES.flatMap((s) => LOCALES.map((locale) => (
              <tr key={`${locale}:${s.id}`}>
                <td><a href={localizePath(`/${s.id}.html`, locale)}>{s.id}</a></td>
                <td><a href={localizePath(`/${s.id}.txt`, locale)}>text</a></td>
                <td>{locale}</td>
                <td lang={locale}>{s.mail(locale).subject}</td>
              </tr>
            )))}
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** Answers / with the index, /ID.html and /ID.txt with a mail's parts, anything else with 404. */
function answer(url: string): { status: number; type: string; body: string } {
  if (url === '/') return { status: 200, type: 'text/html', body: renderHtml(Index, {}) };
  const locale: Locale = localeOfPath(url);
  const [, id, ext] = /^\/([a-z-]+)\.(html|txt)$/.exec(stripLocale(url)) ?? [];
  const sample = SAMPLES.find((s) => s.id === id);
  if (!sample) return { status: 404, type: 'text/plain', body: 'No such mail. The index is at /.' };
  const mail = sample.mail(locale);
  return ext === 'html'
    ? { status: 200, type: 'text/html', body: mail.html }
    : { status: 200, type: 'text/plain', body: `Subject: ${mail.subject}\n\n${mail.text}\n` };
}

/** Listens on 127.0.0.1:port (0: any free port) and resolves with the server and its address. */
export async function startMailPreview(port: number): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => {
    const { status, type, body } = answer(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

