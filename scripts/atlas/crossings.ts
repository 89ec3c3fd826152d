// How often a laid-out diagram's arrows cross one another: the measure the layout's options are
// chosen by (docs/flows/README.md#the-flow-atlas). Each arrow is the polyline ELK routed; two
// arrows cross where a segment of one passes through a segment of the other. Arrows that only
// meet (at a shared end, or running along each other) do not count: the eye does not read them as
// a crossing.
import type { ElkExtendedEdge, ElkPoint } from 'elkjs/lib/elk-api.js';

export type Segment = readonly [ElkPoint, ElkPoint];

/** An arrow's segments, in order, from its routed sections. */
export const segmentsOf = (edge: Pick<ElkExtendedEdge, 'sections'>): Segment[] =>
  (edge.sections ?? []).flatMap((section) => {
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
    return points.slice(1).map((point, i): Segment => [points[i]!, point]);
  });

const EPSILON = 1e-6;

/** Which side of the line a→b the point c is on: 1, -1, or 0 on the line. */
function side(a: ElkPoint, b: ElkPoint, c: ElkPoint): number {
  const cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  return Math.abs(cross) < EPSILON ? 0 : Math.sign(cross);
}

/** Whether two segments pass through each other at a point inside both (not at an end, not along each other). */
export function segmentsCross([a1, a2]: Segment, [b1, b2]: Segment): boolean {
  const s1 = side(a1, a2, b1);
  const s2 = side(a1, a2, b2);
  const s3 = side(b1, b2, a1);
  const s4 = side(b1, b2, a2);
  return s1 * s2 < 0 && s3 * s4 < 0;
}

/** The crossings between the arrows: every pair of segments of two different arrows that cross. */
export function crossingsOf(edges: Iterable<Pick<ElkExtendedEdge, 'sections'>>): number {
  const arrows = [...edges].map(segmentsOf);
  let count = 0;
  for (let i = 0; i < arrows.length; i++) {
    for (let j = i + 1; j < arrows.length; j++) {
      for (const a of arrows[i]!) for (const b of arrows[j]!) if (segmentsCross(a, b)) count++;
    }
  }
  return count;
}
