// The server's log: one JSON object a line on stdout, as a platform's log collector reads it
// (docs/product.md#production). Only fields chosen by the code are written, never a request's
// headers, body or query string: they can hold a token, a password or a code.
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

type LoggedError = { type: string; message: string; stack?: string; cause?: LoggedError };

/**
 * An error as logged: its type, message and stack, and its cause's. Not its other fields, and not
 * a failed query's parameters (drizzle puts them in the message): they can hold a code's or a
 * token's hash, an e-mail, a customer's data.
 */
function loggedError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const message = error.message.split('\nparams: ')[0]!;
  const stack = error.stack?.replace(error.message, message);
  return { type: error.name, message, stack, ...(error.cause === undefined ? {} : { cause: loggedError(error.cause) }) };
}

/** The logger; to stdout unless a destination is given (the tests read theirs). */
export function createLogger({ level = DEFAULT_LOG_LEVEL, destination }: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  const options = {
    level,
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: { err: loggedError },
  };
  // stdout written off the main thread (lines that come meanwhile go in one write), not a
  // blocking write per request line; pino writes what is left at exit.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

let stdoutLog: Logger | undefined;

/** The app's log: the one given in its dependencies, or one on stdout at info, made once. */
export const logOf = (deps: { log?: Logger }): Logger => deps.log ?? (stdoutLog ??= createLogger());
