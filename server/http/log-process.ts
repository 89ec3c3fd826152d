// Node's own messages as log lines: stdout and stderr carry JSON lines only
// (docs/operations.md#running-in-production). Left to themselves, Node writes a warning (a
// deprecation, a library's notice) and an uncaught error's stack as plain text on stderr, and a
// library's console.log or console.warn goes out as it is.
import { format } from 'node:util';
import type { Logger } from 'pino';

type NodeWarning = Error & { code?: string };

/** The console's methods a library may call, and the level each becomes. */
const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const;

/** From now on, warnings, console lines and a crash go to `logNow()`: the configured log once there is one. */
export function logProcessEvents(logNow: () => Logger): void {
  // Node's printer of warnings is a listener like any other: without it, a warning is this one line.
  process.removeAllListeners('warning');
  process.on('warning', (warning: NodeWarning) => {
    logNow().warn({ warning: { type: warning.name, code: warning.code, message: warning.message } }, 'process warning');
  });
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => logNow()[level]({ console: method }, format(...args));
  }
  // A rejection nobody handled comes here too (Node's default): one fatal line, then the exit Node would make.
  process.on('uncaughtException', (error) => {
    logNow().fatal({ err: error }, 'uncaught error: stopping');
    process.exit(1);
  });
}
