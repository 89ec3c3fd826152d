// The size guard's comparison (docs/performance.md#the-size-guard): a route past its budget fails,
// naming its size, its budget and the chunks that grew; a route with no budget fails too.
import { describe, expect, it } from 'vitest';
import { checkSizes, describeOverrun, grownChunks } from '../../scripts/bench/size-check.ts';

const measured = { react: 67_000, boot: 35_000, 'src/features/packages/packages-page.tsx': 3_000 };
const packages = {
  route: 'packages',
  bytes: 110_000,
  chunks: [
    { chunk: 'react', bytes: 67_000 },
    { chunk: 'boot', bytes: 38_000 },
    { chunk: 'src/features/packages/packages-page.tsx', bytes: 3_000 },
    { chunk: 'bell', bytes: 2_000 },
  ],
};

describe('the size guard', () => {
  it('passes a route within its budget', () => {
    expect(checkSizes([packages], new Map([['packages', 110_000]]), measured)).toEqual({ overruns: [], unbudgeted: [], stale: [] });
  });

  it('fails a route past its budget, with the chunks that grew and the new ones', () => {
    const { overruns } = checkSizes([packages], new Map([['packages', 105_000]]), measured);
    expect(overruns).toEqual([
      {
        route: 'packages',
        bytes: 110_000,
        budget: 105_000,
        grew: [
          { chunk: 'boot', bytes: 38_000, measured: 35_000 },
          { chunk: 'bell', bytes: 2_000 },
        ],
      },
    ]);
    const text = describeOverrun(overruns[0]!);
    expect(text).toContain('packages: 107.4 KB gzip, over its budget of 102.5 KB');
    expect(text).toContain('boot: 37.1 KB (was 34.2 KB, +2.9 KB)');
    expect(text).toContain('bell: 2.0 KB (new)');
  });

  it('fails a route with no budget, and a budget with no route', () => {
    const verdict = checkSizes([packages], new Map([['search', 150_000]]), measured);
    expect(verdict.unbudgeted).toEqual(['packages']);
    expect(verdict.stale).toEqual(['search']);
  });

  it('names no chunk that kept its size', () => {
    expect(grownChunks([{ chunk: 'react', bytes: 66_000 }], measured)).toEqual([]);
  });
});
