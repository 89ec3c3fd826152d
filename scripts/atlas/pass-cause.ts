// What made the atlas's screenshot pass fail, from its output: told first, before the screenshots
// it left missing (a server that did not start in time would otherwise hide under hundreds of them).
import { stripVTControlCharacters } from 'node:util';

/** The first line that says what went wrong: Playwright's `Error: …`, a timeout. */
export const causeOf = (output: string): string | undefined =>
  stripVTControlCharacters(output)
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /^(Error\b|Timed out\b)/.test(line) || /\bError: /.test(line));
