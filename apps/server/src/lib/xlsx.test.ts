import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../test/xlsx.ts';
import {
  contentDisposition, EXPORT_BUSY_MSG, EXPORTS_AT_ONCE, indiaDayMonthYear, RUPEE_FORMAT, safeText, sendXlsx, writeXlsx, XLSX_TYPE, xlsxFilename,
  type XlsxColumn,
} from './xlsx.ts';

interface Row { name: string; phone: string; paid: number | null; at: Date | string | null }

const columns: XlsxColumn<Row>[] = [
  { header: 'Name', width: 24, value: (r) => r.name },
  { header: 'Phone', width: 16, value: (r) => r.phone },
  { header: 'Amount', width: 12, type: 'money', value: (r) => r.paid },
  { header: 'Date', width: 12, type: 'date', value: (r) => r.at },
];

async function bytesOf(write: (out: PassThrough) => Promise<unknown>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

describe('writeXlsx', () => {
  it('writes the header, text, rupees with the ₹ format and India dates as DD-MM-YYYY', async () => {
    const rows: Row[] = [
      // 20:00 UTC on 31 March is 01:30 on 1 April in India.
      { name: 'Asha Verma', phone: '+91 98765 43210', paid: 4999.5, at: new Date('2026-03-31T20:00:00Z') },
      { name: 'Ravi', phone: '9876543210', paid: null, at: '2026-01-05T10:00:00.000Z' },
    ];
    const bytes = await bytesOf((out) => writeXlsx(out, { filename: 'x', sheetName: 'Members', columns, rows }));
    const sheet = await readXlsx(bytes);
    expect(sheet.sheetName).toBe('Members');
    expect(sheet.rows).toEqual([
      ['Name', 'Phone', 'Amount', 'Date'],
      ['Asha Verma', '+91 98765 43210', 4999.5, '01-04-2026'],
      ['Ravi', '9876543210', null, '05-01-2026'],
    ]);
    expect(sheet.numFmts[1][2]).toBe(RUPEE_FORMAT);
  });

  it('neutralises text that a spreadsheet would run as a formula, and drops characters XML cannot hold', async () => {
    const evil = ['=HYPERLINK("http://x.test","click")', '+cmd|\' /C calc\'!A0', '-2+3+cmd|x', '@SUM(1,1)', '\tTAB'];
    const rows: Row[] = [...evil.map((name) => ({ name, phone: '', paid: 1, at: null })), { name: 'bell\u0007ring', phone: '-', paid: 0, at: null }];
    const sheet = await readXlsx(await bytesOf((out) => writeXlsx(out, { filename: 'x', columns, rows })));
    const names = sheet.rows.slice(1).map((r) => r[0]);
    expect(names).toEqual([...evil.map((e) => `'${e}`), 'bellring']);
    // Every cell came back as text: none was stored as a formula.
    for (const r of sheet.rows) expect(typeof r[0]).toBe('string');
  });

  it('stops reading the source when the signal aborts (its finally runs)', async () => {
    let produced = 0;
    let closed = false;
    const abort = new AbortController();
    async function* source(): AsyncGenerator<Row> {
      try {
        for (;;) {
          produced += 1;
          if (produced === 50) abort.abort();
          yield { name: `n${produced}`, phone: '', paid: 1, at: null };
        }
      } finally {
        closed = true;
      }
    }
    const out = new PassThrough();
    out.resume();
    const n = await writeXlsx(out, { filename: 'x', columns, rows: source() }, abort.signal);
    expect(closed).toBe(true);
    expect(n).toBeLessThan(51);
    expect(out.destroyed).toBe(true);
  });
});

describe('names', () => {
  it('makes a header-safe filename with the India date', () => {
    expect(xlsxFilename('subscribers', new Date('2026-03-31T20:00:00Z'))).toBe('subscribers-01-04-2026.xlsx');
    expect(xlsxFilename('../ évil"\r\nname', new Date('2026-03-31T00:00:00Z'))).toBe('evil-name-31-03-2026.xlsx');
    expect(contentDisposition('a "b".xlsx')).toBe(`attachment; filename="a _b_.xlsx"; filename*=UTF-8''a%20%22b%22.xlsx`);
    expect(indiaDayMonthYear('not a date')).toBe('');
  });

  it('keeps phone numbers and plain text as they are', () => {
    expect(safeText('+91 98765 43210')).toBe('+91 98765 43210');
    expect(safeText('-')).toBe('-');
    expect(safeText('Asha = Ravi')).toBe('Asha = Ravi');
  });
});

describe('sendXlsx', () => {
  const app = Fastify();
  let finished = false;
  let served = 0;
  app.get('/few', (_req, reply) => sendXlsx(reply, {
    filename: 'leads', columns,
    rows: [{ name: 'A', phone: '1', paid: 10, at: new Date('2026-06-01T00:00:00Z') }],
  }));
  app.get('/endless', (_req, reply) => {
    async function* rows(): AsyncGenerator<Row> {
      try {
        // Text that does not compress away, so the client's window fills and the server must wait.
        for (;;) yield { name: `${Math.random()}${Math.random()}${Math.random()}`, phone: String(served++), paid: served, at: new Date() };
      } finally {
        finished = true;
      }
    }
    return sendXlsx(reply, { filename: 'big', columns, rows: rows() });
  });

  it('answers an attachment of the xlsx type that opens as a workbook', async () => {
    const res = await app.inject({ method: 'GET', url: '/few' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d\d-\d\d-\d{4}\.xlsx"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.rows[1]).toEqual(['A', '1', 10, '01-06-2026']);
  });

  it('holds the source back while the client reads nothing, and stops it when the client disconnects', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const res = await new Promise<http.IncomingMessage>((resolve) => {
      const req = http.get({ port, host: '127.0.0.1', path: '/endless' }, resolve);
      req.on('error', () => undefined);
    });
    expect(res.statusCode).toBe(200);
    // The client reads nothing: once the sockets' buffers are full the rows stop, rather than piling up in memory.
    res.pause();
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    let last = -1;
    for (let i = 0; i < 60 && served !== last; i++) {
      last = served;
      await pause(400);
    }
    expect(served).toBe(last);
    expect(finished).toBe(false);
    res.destroy();
    await expect.poll(() => finished, { timeout: 5_000 }).toBe(true);
    await app.close();
  }, 40_000);
});

describe('exports at once', () => {
  it(`runs at most ${EXPORTS_AT_ONCE} per process; one more answers 503 with Retry-After and never starts`, async () => {
    const app = Fastify();
    let open!: () => void;
    const gate = new Promise<void>((r) => { open = r; });
    let started = 0;
    app.get('/gated', (_req, reply) => sendXlsx(reply, {
      filename: 'gated', columns,
      rows: (async function* rows() {
        await gate;
        yield { name: 'A', phone: '1', paid: 1, at: new Date() };
      })(),
    }, { onStart: async () => { started += 1; } }));
    const running = Array.from({ length: EXPORTS_AT_ONCE }, () => app.inject({ method: 'GET', url: '/gated' }));
    await expect.poll(() => started).toBe(EXPORTS_AT_ONCE);
    const busy = await app.inject({ method: 'GET', url: '/gated' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.json()).toMatchObject({ message: EXPORT_BUSY_MSG });
    expect(started).toBe(EXPORTS_AT_ONCE);
    open();
    for (const r of await Promise.all(running)) expect(r.statusCode).toBe(200);
    // The slots are free again.
    expect((await app.inject({ method: 'GET', url: '/gated' })).statusCode).toBe(200);
    await app.close();
  });
});
