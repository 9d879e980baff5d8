#!/usr/bin/env node
/**
 * Lints the API description the server serves (docs/decisions/0034): builds the app as the tests do
 * (in-memory PGlite, no listening socket), fetches /api/docs/json through inject, writes it to a temp
 * folder beside copies of redocly.yaml and .redocly.lint-ignore.yaml, and runs
 * `redocly lint --extends recommended` on it. Exits 1 on any error or warning.
 * Nothing goes over the network: Redocly's telemetry and update check are off.
 *
 * Usage: node scripts/lint-openapi.mjs [--out FILE]   (--out also keeps the description there)
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, servedDescription } from './served-openapi.mjs';

const outIndex = process.argv.indexOf('--out');
const keep = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : undefined;

const dir = mkdtempSync(path.join(os.tmpdir(), 'tlt-openapi-'));
try {
  const body = await servedDescription(path.join(dir, 'data'));
  writeFileSync(path.join(dir, 'openapi.json'), body);
  if (keep) writeFileSync(keep, body);
  copyFileSync(path.join(root, 'redocly.yaml'), path.join(dir, 'redocly.yaml'));
  copyFileSync(path.join(root, '.redocly.lint-ignore.yaml'), path.join(dir, '.redocly.lint-ignore.yaml'));

  const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
  const run = spawnSync(process.execPath, [redocly, 'lint', '--config', 'redocly.yaml', '--extends', 'recommended', '--format', 'json', 'openapi.json'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    process.stderr.write(run.stderr);
    throw new Error(`redocly lint gave no report (exit ${run.status})`);
  }
  for (const p of report.problems) {
    console.log(`${p.severity === 'error' ? 'error' : 'warning'}  ${p.ruleId}  ${p.location?.[0]?.pointer ?? ''}\n    ${p.message}`);
  }
  const { errors, warnings, ignored } = report.totals;
  const operations = Object.values(JSON.parse(body).paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  console.log(`API description (${operations} operations, Redocly ${report.version}, recommended rules): ${errors} errors, ${warnings} warnings, ${ignored} ignored (.redocly.lint-ignore.yaml)`);
  process.exitCode = errors || warnings ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
