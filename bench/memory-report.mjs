// Loaded into a bench server (node --import): on SIGUSR2 it prints the process's memory breakdown
// as one line (`memory {...}`, MB) for bench/memory.ts to read. Touches nothing else.
process.on('SIGUSR2', () => {
  const m = process.memoryUsage();
  const mb = (n) => Math.round(n / 2 ** 20);
  console.log(`memory ${JSON.stringify({ rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) })}`);
});
