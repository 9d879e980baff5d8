// Preloaded into the server by bench/async-context.ts: every HTTP request runs inside an
// AsyncLocalStorage store, as OpenTelemetry's HTTP instrumentation or an error reporter's request
// scope does. On Node 20 the first `run` turns on promise hooks for the whole process.
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';

const store = new AsyncLocalStorage();
const emit = http.Server.prototype.emit;
let requests = 0;
http.Server.prototype.emit = function emitInStore(event, ...args) {
  if (event !== 'request') return emit.call(this, event, ...args);
  return store.run({ request: ++requests }, () => emit.call(this, event, ...args));
};
