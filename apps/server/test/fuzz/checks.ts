/** What makes a fuzz answer a failure, and a readable report of the failures. */

/** A bound on hangs and catastrophic regexes, not a benchmark (issue 9 asks for it). */
export const SLOW_MS = 5_000;

const STACK = [/^\s{2,}at .+:\d+:\d+\)?$/m, /Error:[^"\n]*\s\(?(?:file:\/\/)?\/[\w./@-]+\.(?:ts|js|mjs|cjs):\d+/];
// SQL as drizzle and PostgreSQL/PGlite write it (quoted identifiers, $n parameters) and their error texts;
// plain words are not enough, as messages may say "select tags from the list".
const SQL = [
  /\b(?:select|insert|update|delete)\b[^\n]{0,300}(?:"\w+"\.|\$\d+\b|\bfrom\s+"\w+")/i, /\b(?:insert\s+into|delete\s+from)\s+"?\w+"?\s*(?:\(|where\b|values\b)/i,
  /\bupdate\s+"?\w+"?\s+set\s+"?\w+"?\s*=/i, /Failed query/i, /syntax error at or near/i, /violates (?:not-null|unique|foreign key|check)/i,
  /relation "/i, /duplicate key value/i, /invalid input syntax/i, /\bSQLSTATE\b/, /invalid byte sequence/i, /unsupported Unicode escape/i,
];
const HASH_KEYS = new Set(['passwordHash', 'password_hash', 'tokenHash', 'token_hash', 'password']);

function hashKeys(v: unknown, at = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => hashKeys(x, `${at}[${i}]`));
  if (!v || typeof v !== 'object') return [];
  return Object.entries(v).flatMap(([k, x]) => [...(HASH_KEYS.has(k) ? [`${at}.${k}`] : []), ...hashKeys(x, `${at}.${k}`)]);
}

/** Strings the request carried, so an answer that echoes them is not blamed for their content. */
export function sentStrings(url: string, payload: unknown): string[] {
  const out = url.split(/[?&=/]/).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => (out.push(k), walk(x)));
  };
  if (typeof payload === 'string') {
    try {
      walk(JSON.parse(payload));
    } catch {
      out.push(payload);
    }
  }
  return out.filter((s) => s.length >= 4).sort((a, b) => b.length - a.length);
}

/** The reasons an answer fails the fuzz test; none when it is fine. */
export function problemsOf(status: number, ms: number, body: string, sent: string[]): string[] {
  const out: string[] = [];
  if (status >= 500) out.push(`status ${status}`);
  if (ms > SLOW_MS) out.push(`slow (${Math.round(ms)} ms)`);
  let text = body;
  for (const s of sent) text = text.replaceAll(s, '').replaceAll(JSON.stringify(s).slice(1, -1), '');
  if (STACK.some((re) => re.test(text))) out.push('stack trace');
  if (/\$argon2(?:id|i|d)\$/.test(text)) out.push('argon2 hash');
  let parsed: { message?: unknown } | undefined;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const keys = hashKeys(parsed);
  if (keys.length) out.push(`hash keys ${keys.slice(0, 3).join(', ')}`);
  const sqlScope = (status >= 300 ? text : typeof parsed?.message === 'string' ? parsed.message : '').replaceAll('\\"', '"');
  if (SQL.some((re) => re.test(sqlScope))) out.push('SQL text');
  return out;
}

export interface Failure {
  op: string;
  label: string;
  identity: string;
  url: string;
  sent: string;
  status: number;
  body: string;
  problems: string[];
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

/** Failures grouped by operation, problem and answer, with the inputs that caused each group. */
export function report(failures: Failure[]): string {
  const groups = new Map<string, { first: Failure; labels: Set<string>; count: number }>();
  for (const f of failures) {
    const message = /"message":"([^"]*)"/.exec(f.body)?.[1] ?? '';
    const key = `${f.op} | ${f.problems.map((p) => p.replace(/\(\d+ ms\)/, '')).join(', ')} | ${message}`;
    const g = groups.get(key) ?? { first: f, labels: new Set<string>(), count: 0 };
    g.labels.add(`${f.label} [${f.identity}]`);
    g.count += 1;
    groups.set(key, g);
  }
  const lines = [`${failures.length} failing answers in ${groups.size} groups:`];
  for (const [key, g] of groups) {
    const labels = [...g.labels];
    lines.push(
      `\n● ${key} ×${g.count}`,
      `  inputs: ${cut(labels.slice(0, 12).join('; '), 600)}${labels.length > 12 ? ` (+${labels.length - 12} more)` : ''}`,
      `  e.g. ${cut(g.first.url, 160)} sent ${cut(JSON.stringify(g.first.sent), 200)}`,
      `  answered ${g.first.status}: ${cut(g.first.body, 300)}`,
    );
  }
  return lines.join('\n');
}
