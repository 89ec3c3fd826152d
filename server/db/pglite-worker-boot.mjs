// The worker thread's entry (pglite-thread.ts): the worker is TypeScript, and a loader given to the
// server's process does not reach a worker's entry, so tsx is registered here first.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
