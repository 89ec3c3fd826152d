// A failed screenshot pass is told by its cause (scripts/atlas/pass-cause.ts), not by what it left missing.
import { describe, expect, it } from 'vitest';
import { causeOf } from '../../scripts/atlas/pass-cause.ts';

describe("the screenshot pass's cause", () => {
  it('is the first line saying what went wrong, colours removed', () => {
    const output = [
      '\x1b[2m[WebServer] {"level":"warn","msg":"DEMO MODE"}\x1b[22m',
      'Running 44 tests using 2 workers',
      '\x1b[31mError: Timed out waiting 300000ms from config.webServer.\x1b[39m',
      '  1) [atlas] › e2e/atlas/screens.spec.ts:10:1 › sign-up',
      '    Error: page.goto: net::ERR_CONNECTION_REFUSED',
    ].join('\n');
    expect(causeOf(output)).toBe('Error: Timed out waiting 300000ms from config.webServer.');
  });

  it('is nothing when the output names no error', () => {
    expect(causeOf('Running 44 tests\n  44 passed (2.1m)')).toBeUndefined();
  });
});
