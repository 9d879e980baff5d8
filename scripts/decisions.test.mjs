// Every decision record says when it was written and whether it still holds (issue 29 §7), and its
// title carries its file's number. Run: node --test scripts/decisions.test.mjs (part of .ci/run's lint section).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const DIR = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const records = readdirSync(DIR).filter((f) => f.endsWith('.md'));

test('each decision record has a numbered title, a Date and a Status line at its head', () => {
  assert.ok(records.length > 50);
  for (const file of records) {
    const head = readFileSync(path.join(DIR, file), 'utf8').split('\n').slice(0, 8);
    const number = /^(\d{4})-[a-z0-9-]+\.md$/.exec(file)?.[1];
    assert.ok(number, `${file}: named NNNN-topic.md`);
    assert.match(head[0], new RegExp(`^# ${number} \\S`), `${file}: title starts with "# ${number}"`);
    assert.ok(head.some((l) => /^Date: \d{4}-\d{2}-\d{2}\b/.test(l)), `${file}: a "Date: YYYY-MM-DD" line`);
    assert.ok(head.some((l) => /^Status: (accepted|superseded)\b/i.test(l)), `${file}: a "Status: accepted|superseded…" line`);
  }
});

test('no two records share a number', () => {
  const numbers = records.map((f) => f.slice(0, 4));
  assert.deepEqual(numbers.filter((n, i) => numbers.indexOf(n) !== i), []);
});
