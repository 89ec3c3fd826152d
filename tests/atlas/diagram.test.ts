// A statechart's diagram as the atlas's pages hold it (docs/flows/README.md#the-flow-atlas): a static
// SVG, laid out when the atlas is built, with a link per state and every transition drawn but the
// ones taken in any state, which the page lists in words.
import { beforeAll, describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { checkoutUiModel } from '../../e2e/paths/models/checkout.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { pinMachine } from '../../machines/pin.ts';
import { resourceMachine } from '../../machines/resource.ts';
import { labelLines, statechartSvg, wrapWords, type DiagramOptions } from '../../scripts/atlas/diagram.ts';
import { statechartGraph, type StatechartGraph } from '../../scripts/atlas/graph.ts';
import { esc } from '../../scripts/atlas/html.ts';
import { statesOf } from '../../scripts/atlas/state-details.ts';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { machinesOfFolder } from '../support/machines-folder.ts';
import type { GraphState } from '../../scripts/atlas/graph.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const options = (title: string): DiagramOptions => ({ href: (id) => `#m-${id}`, title });

const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i;

/** Why a string is not well-formed XML (tags nest and close, attributes quoted once, no raw '<' or stray '&'), or null. */
function notWellFormed(xml: string): string | null {
  const open: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) return `no tag or text at ${at}: ${xml.slice(at, at + 40)}`;
    const [, closing, name, attributes = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (ENTITY.test(text)) return `a stray & in ${text}`;
      if (open.length === 0 && text.trim()) return `text outside the root: ${text}`;
      continue;
    }
    const names = [...attributes.matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, attribute, value]) => {
      if (ENTITY.test(value!)) throw new Error(`a stray & in ${attribute}="${value}"`);
      return attribute;
    });
    if (new Set(names).size !== names.length) return `an attribute twice on <${name}>`;
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes another element`;
    } else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name!);
    } else if (open.length === 0) roots += 1;
  }
  return open.length ? `<${open.at(-1)}> is not closed` : roots === 1 ? null : `${roots} root elements`;
}

type Box = { x: number; y: number; width: number; height: number };

/** Each state's box: the first rect of its link. */
function boxesOf(svg: string): Map<string, Box> {
  const boxes = new Map<string, Box>();
  for (const [, id, rect] of svg.matchAll(/<a [^>]*data-state="([^"]+)"[^>]*>(?:<title>[^<]*<\/title>)?<rect ([^>]*)\/>/g)) {
    const value = (name: string) => Number(new RegExp(`\\b${name}="([-\\d.]+)"`).exec(rect!)?.[1]);
    boxes.set(id!, { x: value('x'), y: value('y'), width: value('width'), height: value('height') });
  }
  return boxes;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

const charts: [string, StatechartGraph][] = [
  ['pin: the machine', statechartGraph(pinMachine)],
  ['checkout: the machine', statechartGraph(checkoutMachine)],
  ['checkout: what the customer sees', statechartGraph(checkoutUiModel)],
];
const drawn = charts.map(([title, graph]) => ({ title, graph, svg: '' }));
let pinSvg = '';

beforeAll(async () => {
  for (const chart of drawn) chart.svg = await statechartSvg(chart.graph, options(chart.title));
  pinSvg = drawn[0]!.svg;
});

describe('statechartSvg', () => {
  it('checks well-formedness for real', () => {
    expect(notWellFormed('<svg><a></svg>')).toMatch(/closes another/);
    expect(notWellFormed('<svg a="1" a="2"/>')).toMatch(/twice/);
    expect(notWellFormed('<svg>R&D</svg>')).toMatch(/stray &/);
    expect(notWellFormed('<svg><text>1 < 2</text></svg>')).toMatch(/no tag or text/);
    expect(notWellFormed('<svg/><svg/>')).toMatch(/2 root elements/);
    expect(notWellFormed('<svg><a href="#x">R&amp;D</a></svg>')).toBeNull();
  });

  it.each(drawn)('$title: a link per state, a drawn transition per transition but the root’s, well-formed', ({ graph, svg, title }) => {
    expect(notWellFormed(svg)).toBeNull();
    for (const state of statesOf(graph)) {
      expect(svg).toContain(`<a class="atlas-state" href="#m-${esc(state.id)}" data-state="${esc(state.id)}" aria-label="state ${esc(state.id)} (${state.kind}`);
    }
    for (const t of graph.transitions.filter((t) => t.source !== '')) {
      // A link (reachable by Tab) to the state it leaves, named for a screen reader by its words.
      expect(svg, t.key).toMatch(
        new RegExp(
          `<a class="atlas-transition" href="#m-${escapeRegExp(esc(t.source))}" data-transition="${escapeRegExp(esc(t.key))}" aria-label="transition [^"]+"><title>[^<]*</title><path d="M[\\d.]+,[\\d.]+ L`,
        ),
      );
    }
    expect(svg.match(/data-transition=/g)).toHaveLength(graph.transitions.filter((t) => t.source !== '').length);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" class="atlas-diagram" role="group" aria-label="${escapeRegExp(esc(title))}" viewBox="0 0 ([\\d.]+) ([\\d.]+)" width="\\1" height="\\2"`));
  });

  it.each(drawn)('$title: each state’s box inside its parent’s', ({ graph, svg }) => {
    const boxes = boxesOf(svg);
    expect(boxes.size).toBe(graph.stateCount);
    for (const state of statesOf(graph)) {
      for (const child of state.children) expect(inside(boxes.get(child.id)!, boxes.get(state.id)!), `${child.id} in ${state.id}`).toBe(true);
    }
  });

  it('refers to nothing outside itself', () => {
    for (const { svg } of drawn) {
      expect(svg).not.toMatch(/<(?:script|foreignObject|image|style|use)\b|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
      const ids = new Set([...svg.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id));
      for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(id)).toBe(true);
    }
    // Two diagrams on a page: their arrowheads keep ids of their own.
    const markers = drawn.map(({ svg }) => /<marker id="([^"]+)"/.exec(svg)?.[1]);
    expect(new Set(markers).size).toBe(drawn.length);
  });

  it('draws kinds apart: parallel regions dashed, final states with a double border, initial states with a dot', () => {
    const box = (id: string) => new RegExp(`data-state="${escapeRegExp(id)}"[^>]*>(?:<title>[^<]*</title>)?((?:<rect [^>]*/>)+)`).exec(pinSvg)?.[1] ?? '';
    expect(box('active.code')).toContain('stroke-dasharray');
    expect(box('active.resend')).toContain('stroke-dasharray');
    expect(box('active.code.entering')).not.toContain('stroke-dasharray');
    expect(box('granted').match(/<rect /g)).toHaveLength(2);
    expect(box('active.code.entering').match(/<rect /g)).toHaveLength(1);
    // The chart's initial state and each region's: a parallel state's regions are all entered.
    expect(pinSvg.match(/<circle /g)).toHaveLength(3);
  });

  it('labels a transition with its description, else its event and guard in words, then its actions', () => {
    expect(labelLines({ label: 'SUBMIT [the code has all its digits]', actions: [] })).toEqual(['SUBMIT [the code has all its digits]']);
    expect(labelLines({ label: 'The code expired.', actions: ['markExpired', 'notifyPinExpired'] })).toEqual(['The code expired.', '/ markExpired, notifyPinExpired']);
    expect(labelLines({ label: 'E', actions: ['aVeryLongActionName', 'anotherLongActionName', 'third', 'fourthActionWithALongName'] })).toEqual([
      'E',
      '/ aVeryLongActionName,',
      'anotherLongActionName, third, fourthActionWithALongName',
    ]);
    // A long description wraps, on four lines at most.
    const long = 'TOO_MANY_REQUESTS: the hour’s code e-mails are spent and none was sent; the code step shows the wait (a code sent earlier may be in the inbox).';
    const wrapped = labelLines({ label: `${long} ${long}`, actions: [] });
    expect(wrapped).toHaveLength(4);
    expect(wrapped.every((line) => line.length <= 36)).toBe(true);
    expect(wrapped.at(-1)).toMatch(/…$/);
    expect(wrapWords('one two three', 7, 3)).toEqual(['one two', 'three']);
    // In the chart: the glossary's words, and a described transition by its description.
    expect(pinSvg).toContain('>SUBMIT [the code has all its digits]</text>');
    const expired = drawn[0]!.graph.transitions.find((t) => t.source === 'active.code.granting' && t.guard === 'isPinAccessRequired')!;
    expect(expired.description).toBeTruthy();
    expect(pinSvg).toContain(`>${esc(wrapWords(expired.description!, 36, 4)[0]!)}</text>`);
    const texts = [...pinSvg.matchAll(/<(text|title)[^>]*>([^<]*)<\/\1>/g)].map(([, , text]) => text).join('\n');
    expect(texts).not.toMatch(/\[is[A-Z]/);
  });

  it('leaves the transitions taken in any state to the page', async () => {
    const graph = statechartGraph(resourceMachine);
    const svg = await statechartSvg(graph, options('resource: the machine'));
    const root = graph.transitions.filter((t) => t.source === '');
    expect(root.length).toBeGreaterThan(0);
    for (const t of root) expect(svg).not.toContain(esc(t.key));
  });

  it('escapes every name, and draws the same chart the same way', async () => {
    const machine = createMachine({
      id: 'odd',
      initial: 'a<b>',
      states: { 'a<b>': { on: { 'SAY_"HI"': { target: "c&d'", guard: 'is<Ok>' } } }, "c&d'": { type: 'final' } },
    });
    const graph = statechartGraph(machine);
    const title = 'odd & "strange" <chart>';
    const svg = await statechartSvg(graph, options(title));
    expect(notWellFormed(svg)).toBeNull();
    expect(svg).toContain('data-state="c&amp;d&#39;"');
    expect(svg).toContain('SAY_&quot;HI&quot; [is&lt;ok&gt;]');
    expect(svg).toContain(`aria-label="${esc(title)}"`);
    expect(await statechartSvg(graph, options(title))).toBe(svg);
    expect(await statechartSvg(charts[0]![1], options(charts[0]![0]))).toBe(pinSvg);
  });
});

/**
 * The states of one level (the chart's, or a compound state's children) its initial child leads
 * to: by the level's own transitions, from inside one child to inside another.
 */
function ledToFromInitial(graph: StatechartGraph, children: GraphState[]): { initial: GraphState; reached: GraphState[] } | null {
  const initial = children.find((child) => child.initial);
  if (!initial) return null;
  const childOf = (id: string) => children.find((child) => id === child.id || id.startsWith(`${child.id}.`));
  const next = new Map<GraphState, GraphState[]>();
  for (const t of graph.transitions) {
    const from = childOf(t.source);
    for (const to of t.targets.map(childOf)) if (from && to && to !== from) next.set(from, [...(next.get(from) ?? []), to]);
  }
  const reached = new Set([initial]);
  for (const state of reached) for (const to of next.get(state) ?? []) reached.add(to);
  return { initial, reached: [...reached].filter((state) => state !== initial) };
}

describe('the reading direction', () => {
  it('reads every level left to right from its initial state, in every machine and UI model', async () => {
    const machines: AnyStateMachine[] = [...(await machinesOfFolder()).map((m) => m.machine), ...UI_MODELS.map((m) => m.model)];
    const leftOfInitial: string[] = [];
    let levels = 0;
    for (const machine of machines) {
      const graph = statechartGraph(machine);
      const boxes = boxesOf(await statechartSvg(graph, options(machine.id)));
      const check = (level: string, children: GraphState[]) => {
        const found = ledToFromInitial(graph, children);
        if (!found) return;
        levels++;
        const start = boxes.get(found.initial.id)!;
        // A state it leads to drawn wholly left of it would make the flow read right to left.
        for (const state of found.reached) {
          const box = boxes.get(state.id)!;
          if (box.x + box.width <= start.x) leftOfInitial.push(`${machine.id}: ${level}: ${state.key} left of ${found.initial.key}`);
        }
      };
      check('(chart)', graph.states);
      for (const state of statesOf(graph)) if (state.kind === 'compound') check(state.id, state.children);
    }
    expect(levels).toBeGreaterThan(machines.length);
    expect(leftOfInitial).toEqual([]);
  }, 180_000);
});
