// Every setting the server reads is in docs/operations.md#configuration's table: a company runs the
// portal from that table alone. The names are read from the code that reads them (server/config.ts,
// and every rate limit of server/rate-limits.ts), so a new setting without its row fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_DEFAULTS } from '../../server/rate-limits.ts';

const ROOT = join(import.meta.dirname, '../..');
const config = readFileSync(join(ROOT, 'server/config.ts'), 'utf8');
const doc = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');

const read = new Set([
  ...[...config.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!),
  ...[...config.matchAll(/\(env, '([A-Z][A-Z0-9_]+)'/g)].map((match) => match[1]!),
  ...Object.keys(RATE_LIMIT_DEFAULTS),
]);
const rows = doc.slice(doc.indexOf('## Configuration'), doc.indexOf('\n## ', doc.indexOf('## Configuration') + 5));

describe('the settings', () => {
  it('are each a row of the configuration table', () => {
    expect(read.size).toBeGreaterThan(30);
    const missing = [...read].filter((name) => !new RegExp(`^\\| [^|]*\`${name}\``, 'm').test(rows));
    expect(missing).toEqual([]);
  });
});
