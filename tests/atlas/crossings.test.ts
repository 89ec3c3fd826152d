// The measure the diagrams' layout options are chosen by (scripts/atlas/crossings.ts,
// docs/flows/README.md#the-flow-atlas): arrows passing through each other count, arrows that only
// meet do not.
import { describe, expect, it } from 'vitest';
import type { ElkExtendedEdge, ElkPoint } from 'elkjs/lib/elk-api.js';
import { crossingsOf, segmentsCross, segmentsOf, type Segment } from '../../scripts/atlas/crossings.ts';

const p = (x: number, y: number): ElkPoint => ({ x, y });
const s = (x1: number, y1: number, x2: number, y2: number): Segment => [p(x1, y1), p(x2, y2)];
/** An arrow through the points, as ELK routes one (one section, its bends between). */
const arrow = (...points: [number, number][]): Pick<ElkExtendedEdge, 'sections'> => {
  const [start, ...rest] = points.map(([x, y]) => p(x, y));
  const end = rest.pop()!;
  return { sections: [{ id: 's', startPoint: start!, endPoint: end, bendPoints: rest }] };
};

describe('segmentsCross', () => {
  it('counts two segments passing through each other, straight or slanted', () => {
    expect(segmentsCross(s(0, 5, 10, 5), s(5, 0, 5, 10))).toBe(true);
    expect(segmentsCross(s(0, 0, 10, 10), s(0, 10, 10, 0))).toBe(true);
  });

  it('does not count segments that only meet, run along each other, or miss', () => {
    // One ends on the other (a T), and two share an end.
    expect(segmentsCross(s(0, 5, 10, 5), s(5, 5, 5, 10))).toBe(false);
    expect(segmentsCross(s(0, 0, 10, 0), s(10, 0, 10, 10))).toBe(false);
    // Along each other.
    expect(segmentsCross(s(0, 0, 10, 0), s(5, 0, 15, 0))).toBe(false);
    // Apart, though their lines cross.
    expect(segmentsCross(s(0, 5, 4, 5), s(5, 0, 5, 10))).toBe(false);
  });
});

describe('crossingsOf', () => {
  it('reads an arrow’s segments from its sections, bends included', () => {
    expect(segmentsOf(arrow([0, 0], [10, 0], [10, 10]))).toEqual([s(0, 0, 10, 0), s(10, 0, 10, 10)]);
    expect(segmentsOf({})).toEqual([]);
  });

  it('counts every crossing between two arrows, and none within one arrow', () => {
    // A bent arrow crossing a straight one twice, and itself never.
    const snake = arrow([0, 0], [20, 0], [20, 20], [0, 20]);
    const straight = arrow([10, -5], [10, 25]);
    expect(crossingsOf([snake, straight])).toBe(2);
    expect(crossingsOf([arrow([0, 0], [10, 0], [10, 10], [5, 10], [5, -5])])).toBe(0);
    // Two arrows across two others: four crossings.
    const ladder = [arrow([0, 1], [10, 1]), arrow([3, -5], [3, 5]), arrow([6, -5], [6, 5]), arrow([-1, 3], [9, 3])];
    expect(crossingsOf(ladder)).toBe(4);
    // Arrows from the same state meet at their start: no crossing.
    expect(crossingsOf([arrow([0, 0], [10, 0]), arrow([0, 0], [0, 10])])).toBe(0);
  });
});
