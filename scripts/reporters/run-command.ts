// The command a test run came from, as a reader would type it again, kept beside its results
// (docs/flows/README.md#the-flow-atlas): `npm test`, `npm run flows`,
// `npx vitest run tests/machines/pin.test.ts`. A script that starts the runners itself
// (scripts/test-paths.ts, scripts/one-path.ts) names its own command in RUN_COMMAND_ENV, since
// `npx` under `npm test` hides which npm script began it.
export const RUN_COMMAND_ENV = 'PATH_RESULTS_COMMAND';

/** A word as a POSIX shell reads it back. */
export const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`);

const startsWith = (words: string[], prefix: string[]) => prefix.every((word, index) => words[index] === word);

/**
 * The command of this process: the one its starter named; else the npm script it runs under,
 * with the words given after `--`; else `direct` (`npx vitest`) with its arguments.
 */
export function runCommand(env: NodeJS.ProcessEnv, args: string[], direct: string): string {
  const named = env[RUN_COMMAND_ENV];
  if (named) return named;
  const event = env.npm_lifecycle_event;
  const script = env.npm_lifecycle_script?.trim().split(/\s+/) ?? [];
  if (event && event !== 'npx' && script.length > 0) {
    // npm appends the words after `--` to the script's own: they follow the script's last words in `args`.
    const from = [...script.keys(), script.length].find((start) => startsWith(args, script.slice(start)))!;
    const extra = args.slice(script.length - from);
    const npm = event === 'test' || event === 'start' ? `npm ${event}` : `npm run ${event}`;
    return extra.length ? `${npm} -- ${extra.map(shellWord).join(' ')}` : npm;
  }
  return [direct, ...args.map(shellWord)].join(' ');
}
