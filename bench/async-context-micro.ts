/**
 * The mechanism of decision 0035's ban, measured on its own (issue 28 §1): the CPU an AsyncLocalStorage
 * store adds to each promise of a request, on Node 20 and Node 24, where the whole-server bench
 * (bench/async-context.ts) drowns it in the machine's noise. `node --import tsx bench/async-context-micro.ts`.
 * Each variant runs in a fresh process (bench/async-context-micro-child.mjs), alternating, ROUNDS times;
 * the table gives the median of the rounds.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { benchDir, benchNodes, fmt, machine, writeSection } from './lib.ts';

const started = new Date();
const nodes = benchNodes();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const child = path.join(benchDir, 'async-context-micro-child.mjs');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => os.loadavg()[0].toFixed(2);

const samples = new Map<string, number[]>();
const loads: string[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  loads.push(load());
  for (const node of nodes) {
    for (const variant of ['none', 'store']) {
      const out = execFileSync(node, [child, variant]).toString();
      const { nsPerPromise } = JSON.parse(out) as { nsPerPromise: number };
      const key = `${node}\t${variant}`;
      samples.set(key, [...(samples.get(key) ?? []), nsPerPromise]);
      console.log(`round ${round} ${execFileSync(node, ['--version']).toString().trim()} ${variant}: ${nsPerPromise.toFixed(1)} ns/promise`);
    }
  }
}
loads.push(load());

const rows = nodes.map((node) => {
  const version = execFileSync(node, ['--version']).toString().trim();
  const none = median(samples.get(`${node}\tnone`)!);
  const store = median(samples.get(`${node}\tstore`)!);
  return `| ${version} | ${fmt(none, 1)} | ${fmt(store, 1)} | ${fmt(store - none, 1)} (${fmt(((store - none) / none) * 100)} %) |`;
});
const table = [
  '| Node | no store: ns CPU per promise | inside `AsyncLocalStorage.run` | the store\'s cost |',
  '|---|---:|---:|---:|',
  ...rows,
].join('\n');
console.log(`\n${table}`);
writeSection('async-context-micro', [
  '## AsyncLocalStorage per promise, Node 20 and Node 24 (issue 28 §1)',
  '',
  machine(started),
  '',
  `A request-like chain (an async function awaiting ten async calls), 200,000 chains after as many of warm-up, in a fresh process per variant; CPU from \`process.cpuUsage()\`; median of ${ROUNDS} alternating rounds; load 1 min per round: ${loads.join(', ')}. Run: \`node --import tsx bench/async-context-micro.ts\`.`,
  '',
  table,
].join('\n'));
