// The scroll positions a tab remembers (docs/product.md#steps-and-history): one per history entry,
// the newest SCROLL_MEMORY_ENTRIES kept.
import { describe, expect, it } from 'vitest';
import { SCROLL_MEMORY_ENTRIES, withPosition } from '../../src/app/scroll-memory.ts';

describe('the remembered scroll positions', () => {
  it('keep the newest position of each entry, rounded, newest last', () => {
    expect(withPosition([['a', 10]], 'b', 1455.4)).toEqual([['a', 10], ['b', 1455]]);
    expect(withPosition([['a', 10], ['b', 20]], 'a', 30)).toEqual([['b', 20], ['a', 30]]);
  });

  it('drop the oldest entries past the cap, whatever their keys look like', () => {
    let positions: [string, number][] = [];
    for (let i = 0; i < SCROLL_MEMORY_ENTRIES + 5; i++) positions = withPosition(positions, String(1000 + i), i);
    expect(positions).toHaveLength(SCROLL_MEMORY_ENTRIES);
    expect(positions[0]).toEqual(['1005', 5]);
    expect(positions.at(-1)).toEqual([String(1000 + SCROLL_MEMORY_ENTRIES + 4), SCROLL_MEMORY_ENTRIES + 4]);
  });
});
