// The server's log lines kept in memory, parsed, instead of written to stdout.
import type { Logger } from 'pino';
import { createLogger, type LogLevel } from '../../../server/foundation/log.ts';

export type LogLine = Record<string, unknown> & { level: string; msg: string };

export type CapturedLog = {
  log: Logger;
  lines: LogLine[];
  /** The lines as written. */
  text: () => string;
  clear: () => void;
};

export function captureLog(level: LogLevel = 'info'): CapturedLog {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const log = createLogger({
    level,
    destination: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  const clear = () => {
    raw.length = 0;
    lines.length = 0;
  };
  return { log, lines, text: () => raw.join(''), clear };
}

/** A log that writes nothing: the tests that do not read it. */
export const silentLog = () => createLogger({ level: 'silent' });
