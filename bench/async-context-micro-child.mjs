// Run by bench/async-context-micro.ts in a fresh process per variant: CPU per awaited promise in a
// request-like async chain, with no AsyncLocalStorage ever used, or inside `AsyncLocalStorage.run`
// (on Node 20 the first `run` turns on promise hooks for the whole process, for good).
import { AsyncLocalStorage } from 'node:async_hooks';

const withStore = process.argv[2] === 'store';
const AWAITS = 10;
const CHAINS = Number(process.argv[3] ?? 200_000);

async function step(i) { return i + 1; }
async function chain() {
  let v = 0;
  for (let i = 0; i < AWAITS; i++) v = await step(v);
  return v;
}
async function run() {
  for (let c = 0; c < CHAINS; c++) await chain();
}

const store = new AsyncLocalStorage();
const go = () => (withStore ? store.run({ request: 1 }, run) : run());
await go(); // warm-up: the JIT and, with the store, the hooks it turns on
const before = process.cpuUsage();
await go();
const used = process.cpuUsage(before);
// Each chain: 1 + AWAITS async calls, each a promise and an await.
const promises = CHAINS * (1 + AWAITS);
console.log(JSON.stringify({ nsPerPromise: ((used.user + used.system) * 1000) / promises }));
