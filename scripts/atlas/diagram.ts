// A statechart drawn as a static SVG when the atlas is built (docs/flows/README.md#the-flow-atlas):
// the pages open from file:// with no script, so elkjs lays it out here and the page only shows
// it. Each state's box links to its details; each transition carries its coverage key.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk-api.js';
import type { GraphState, GraphTransition, StatechartGraph } from './graph.ts';
import { crossingsOf } from './crossings.ts';
import { esc } from './html.ts';

export type DiagramOptions = {
  /** The link of a state's box (the page shows its details at that anchor). */
  href: (stateId: string) => string;
  /** The diagram's accessible name ("checkout: the machine"). */
  title: string;
};

// Text is measured without a DOM: a generous width per character keeps every name inside its box.
const STATE_FONT = 12;
const STATE_CHAR = 7.4;
const HEADER_CHAR = 8;
const LABEL_FONT = 11;
const LABEL_CHAR = 6.8;
const LABEL_LINE = 14;
const LABEL_PAD = 4;
/** Beyond this, a label's actions go on to another line (at most two lines of actions). */
const LABEL_LINE_CHARS = 34;
/** A label's words (a description can be a sentence or two) wrap at this width, on at most this many lines. */
const HEAD_LINE_CHARS = 36;
const HEAD_LINES = 4;
const ATOMIC_HEIGHT = 34;
const ATOMIC_MIN_WIDTH = 72;
const HEADER_HEIGHT = 30;
const INSET = 14;
const DOT = 10;
const FINAL_GAP = 3;

const INK = '#1b1b1b';
const LINE = '#3d4a5c';
const EDGE = '#4a4a4a';
const FILL: Record<GraphState['kind'], string> = {
  atomic: '#eaf1fb',
  compound: '#f6f7f9',
  parallel: '#f6f7f9',
  final: '#e9f5ec',
  history: '#ffffff',
};

// ELK reads most of layered's options from the level it lays out, not from the chart: every level
// (the chart and each compound state) gets them, so a nested flow reads left to right from its
// initial state as the chart does (docs/flows/README.md#the-flow-atlas; tests/atlas/diagram.test.ts).
const LEVEL_OPTIONS: Record<string, string> = {
  'elk.direction': 'RIGHT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  // A level reads from its initial state (its dot, the level's first node): the arrows it leads
  // along point right, and an arrow back to a state already passed is drawn as going back. (The
  // machine's own order, MODEL_ORDER, is refused inside a nested level: ELK fails on it there.)
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  // A transition that stays (actions only) is a loop: wide enough to show its arrowhead.
  'elk.spacing.nodeSelfLoop': '18',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
};

// The options that hold for the whole chart, which ELK lays out in one run. Each was kept for
// lowering the crossings over all the machines and UI models (scripts/atlas/crossings.ts): 114
// before (ELK's defaults below the top level), 40 with these and the better of two readings of the
// top level (TOP_LEVEL_READINGS).
const ROOT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  // Transitions between nested states are routed by one layout of the whole chart.
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  ...LEVEL_OPTIONS,
  // States of a layer keep the machine's order where crossings allow: the same chart is drawn the same way.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // More sweeps of crossing minimisation (7 by default): 75 crossings at 7, 54 at 100, 49 from 200 on, for a second more over all charts.
  'elk.layered.thoroughness': '200',
  // Nodes placed to keep arrows straight: as many crossings, a chart a third less tall.
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.padding': '[top=16,left=16,bottom=16,right=16]',
};

const num = (n: number | undefined): string => String(Math.round((n ?? 0) * 10) / 10);

/** Words on lines of at most `width` characters (a longer word keeps a line of its own), at most `most` lines, the last cut with "…". */
export function wrapWords(text: string, width: number, most: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= most) return lines;
  const kept = lines.slice(0, most);
  const cut = kept[most - 1]!;
  kept[most - 1] = `${cut.length < width ? cut : cut.slice(0, width - 1).trimEnd()}…`;
  return kept;
}

/**
 * A transition's label: its description where the machine gives one, else its event and guard in
 * the glossary's words (GraphTransition.label), on up to four lines; then its actions on a line or two.
 */
export function labelLines(t: Pick<GraphTransition, 'label' | 'actions'>): string[] {
  const head = wrapWords(t.label, HEAD_LINE_CHARS, HEAD_LINES);
  if (t.actions.length === 0) return head;
  const lines: string[] = [];
  for (const [index, action] of t.actions.entries()) {
    const word = `${index === 0 ? '/ ' : ''}${action}${index < t.actions.length - 1 ? ',' : ''}`;
    const last = lines.at(-1);
    if (last !== undefined && (last.length + 1 + word.length <= LABEL_LINE_CHARS || lines.length === 2)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return [...head, ...lines];
}

const labelSize = (lines: string[]) => ({
  width: Math.max(...lines.map((l) => l.length)) * LABEL_CHAR + 2 * LABEL_PAD,
  height: lines.length * LABEL_LINE + LABEL_PAD,
});

/** Every state, parents before their children, with its parent (null at the top). */
function flatten(states: GraphState[], parent: GraphState | null = null): { state: GraphState; parent: GraphState | null }[] {
  return states.flatMap((state) => [{ state, parent }, ...flatten(state.children, state)]);
}

const ancestorsOf = (id: string): string[] => id.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'));

/** The state that holds an edge: the deepest one holding both ends, or the source when it holds the target ('' is the chart). */
function containerOf(source: string, target: string): string {
  if (source === target) return source.split('.').slice(0, -1).join('.');
  const targets = new Set(ancestorsOf(target));
  return ancestorsOf(source).filter((id) => targets.has(id)).at(-1) ?? '';
}

type Layout = { root: ElkNode; nodeIds: Map<string, string> };

function elkGraph(graph: StatechartGraph, topLevel: Record<string, string>): Layout {
  const nodeIds = new Map<string, string>();
  const all = flatten(graph.states);
  all.forEach(({ state }, index) => nodeIds.set(state.id, `s${index}`));
  const root: ElkNode = { id: 'chart', layoutOptions: { ...ROOT_OPTIONS, ...topLevel }, children: [], edges: [] };
  const elkOf = new Map<string, ElkNode>([['', root]]);
  const addEdge = (containerId: string, edge: ElkExtendedEdge) => {
    const container = elkOf.get(containerId) ?? root;
    container.edges = [...(container.edges ?? []), edge];
  };

  for (const { state, parent } of all) {
    const header = state.children.length > 0;
    const width = header ? state.key.length * HEADER_CHAR + 2 * INSET : Math.max(ATOMIC_MIN_WIDTH, state.key.length * STATE_CHAR + 2 * INSET);
    const node: ElkNode = header
      ? {
          id: nodeIds.get(state.id)!,
          children: [],
          layoutOptions: {
            ...LEVEL_OPTIONS,
            'elk.padding': `[top=${HEADER_HEIGHT + 6},left=${INSET},bottom=${INSET},right=${INSET}]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${num(width)}, ${HEADER_HEIGHT + ATOMIC_HEIGHT})`,
          },
        }
      : { id: nodeIds.get(state.id)!, width, height: ATOMIC_HEIGHT + (state.kind === 'final' ? 2 * FINAL_GAP : 0) };
    elkOf.set(state.id, node);
    const holder = elkOf.get(parent?.id ?? '')!;
    holder.children = [...(holder.children ?? []), node];
  }

  // The initial child of the chart and of each compound state: a dot with an arrow into it.
  const initialsIn = (parentId: string, children: GraphState[], parentKind: GraphState['kind'] | null) => {
    const first = children.find((child) => child.initial);
    if (!first || parentKind === 'parallel') return;
    const dotId = `i${parentId ? nodeIds.get(parentId)! : 'chart'}`;
    const holder = elkOf.get(parentId)!;
    holder.children = [{ id: dotId, width: DOT, height: DOT }, ...(holder.children ?? [])];
    addEdge(parentId, { id: `${dotId}e`, sources: [dotId], targets: [nodeIds.get(first.id)!] });
  };
  initialsIn('', graph.states, null);
  for (const { state } of all) initialsIn(state.id, state.children, state.kind);

  graph.transitions.forEach((t, index) => {
    // The chart's own transitions are taken in any state: the page lists them in words.
    if (t.source === '') return;
    const targets = t.targets.length ? t.targets : [t.source];
    targets.forEach((target, k) => {
      const lines = labelLines(t);
      const labels: ElkLabel[] = k === 0 ? [{ id: `t${index}l`, text: lines.join('\n'), ...labelSize(lines) }] : [];
      const edge: ElkExtendedEdge = { id: `t${index}_${k}`, sources: [nodeIds.get(t.source)!], targets: [nodeIds.get(target)!], labels };
      addEdge(containerOf(t.source, target), edge);
    });
  });
  return { root, nodeIds };
}

type Box = { x: number; y: number; width: number; height: number };

function indexLaidOut(root: ElkNode): { boxes: Map<string, Box>; edges: Map<string, ElkExtendedEdge> } {
  const boxes = new Map<string, Box>();
  const edges = new Map<string, ElkExtendedEdge>();
  const visit = (node: ElkNode) => {
    boxes.set(node.id, { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });
    for (const edge of node.edges ?? []) edges.set(edge.id, edge);
    (node.children ?? []).forEach(visit);
  };
  visit(root);
  return { boxes, edges };
}

const rect = (box: Box, attributes: string) =>
  `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" ${attributes}/>`;

function stateBox(state: GraphState, box: Box, parent: GraphState | null, options: DiagramOptions): string {
  const region = parent?.kind === 'parallel';
  const header = state.children.length > 0;
  const stroke = `stroke="${LINE}" stroke-width="1.5"${region ? ' stroke-dasharray="6 4"' : ''}`;
  const shapes =
    state.kind === 'final'
      ? [
          rect(box, `rx="10" fill="${FILL.final}" ${stroke}`),
          rect(
            { x: box.x + FINAL_GAP, y: box.y + FINAL_GAP, width: box.width - 2 * FINAL_GAP, height: box.height - 2 * FINAL_GAP },
            `rx="8" fill="none" stroke="${LINE}" stroke-width="1"`,
          ),
        ]
      : [rect(box, `rx="${header ? 8 : 10}" fill="${region ? '#ffffff' : FILL[state.kind]}" ${stroke}`)];
  const name = state.kind === 'history' ? `H ${state.key}` : state.key;
  const text = header
    ? `<text x="${num(box.x + INSET)}" y="${num(box.y + 20)}" font-size="${STATE_FONT}" font-weight="700" fill="${INK}">${esc(name)}</text>`
    : `<text x="${num(box.x + box.width / 2)}" y="${num(box.y + box.height / 2 + 4)}" font-size="${STATE_FONT}" text-anchor="middle" fill="${INK}">${esc(name)}</text>`;
  const label = `state ${state.id} (${state.kind}${state.initial && parent?.kind !== 'parallel' ? ', initial' : ''})`;
  const hint = state.description ? `<title>${esc(state.description)}</title>` : '';
  return `<a class="atlas-state" href="${esc(options.href(state.id))}" data-state="${esc(state.id)}" aria-label="${esc(label)}">${hint}${shapes.join('')}${text}</a>`;
}

const pathOf = (edge: ElkExtendedEdge): string =>
  (edge.sections ?? [])
    .map((section) => {
      const points: ElkPoint[] = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)},${num(p.y)}`).join(' ');
    })
    .join(' ');

function edgeLabel(label: ElkLabel | undefined, lines: string[]): string {
  if (!label) return '';
  const x = label.x ?? 0;
  const y = label.y ?? 0;
  const texts = lines.map(
    (line, i) => `<text x="${num(x + LABEL_PAD)}" y="${num(y + LABEL_PAD / 2 + 11 + i * LABEL_LINE)}" font-size="${LABEL_FONT}" fill="${INK}">${esc(line)}</text>`,
  );
  return `${rect({ x, y, width: label.width ?? 0, height: label.height ?? 0 }, 'rx="3" fill="#ffffff" fill-opacity="0.92"')}${texts.join('')}`;
}

/** The marker's id, told apart from another diagram's on the same page by the diagram's name. */
const markerIdOf = (title: string) => `atlas-arrow-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

let elk: InstanceType<typeof ELK> | null = null;

/**
 * The chart laid out: the whole, each box (states and initial dots, by ELK id) and each edge, with
 * each state's ELK id, and how often its arrows cross (scripts/atlas/crossings.ts).
 */
type LaidOut = { chart: ElkNode; boxes: Map<string, Box>; edges: Map<string, ElkExtendedEdge>; nodeIds: Map<string, string>; crossings: number };

/**
 * Two ways to read the chart's top level, both from its initial state: as every nested level (depth
 * first), or in the order the machine lists its states. Sign-up crosses 7 times read the second way
 * and 16 the first; consolidation 41 and 19. The chart is drawn the way it crosses least (the first
 * on a tie), which over all charts makes 40 crossings where either way alone makes 49 or 68.
 */
const TOP_LEVEL_READINGS: Record<string, string>[] = [
  { 'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST' },
  { 'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER' },
];

async function layOut(graph: StatechartGraph): Promise<LaidOut> {
  elk ??= new ELK();
  let best: LaidOut | null = null;
  for (const reading of TOP_LEVEL_READINGS) {
    const { root, nodeIds } = elkGraph(graph, reading);
    const chart = await elk.layout(root);
    const indexed = indexLaidOut(chart);
    const crossings = crossingsOf(indexed.edges.values());
    if (!best || crossings < best.crossings) best = { chart, ...indexed, nodeIds, crossings };
    if (best.crossings === 0) break;
  }
  return best!;
}

/** The chart as an SVG element: a box per state (nested), an arrow per transition but the chart's own. */
export async function statechartSvg(graph: StatechartGraph, options: DiagramOptions): Promise<string> {
  const { chart: laidOut, boxes, edges, nodeIds } = await layOut(graph);
  const marker = markerIdOf(options.title);
  const boxOf = (stateId: string) => boxes.get(nodeIds.get(stateId) ?? '')!;

  const states = flatten(graph.states).map(({ state, parent }) => stateBox(state, boxOf(state.id), parent, options));
  const dots = [...boxes]
    .filter(([id]) => id.startsWith('i'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, box]) => {
      const arrow = edges.get(`${id}e`);
      return `<circle cx="${num(box.x + DOT / 2)}" cy="${num(box.y + DOT / 2)}" r="${DOT / 2}" fill="${INK}"/>${
        arrow ? `<path d="${pathOf(arrow)}" fill="none" stroke="${EDGE}" stroke-width="1.3" marker-end="url(#${marker})"/>` : ''
      }`;
    });
  const arrows = graph.transitions.flatMap((t, index) => {
    if (t.source === '') return [];
    const drawn = (t.targets.length ? t.targets : [t.source]).map((_, k) => edges.get(`t${index}_${k}`)!);
    const paths = drawn.map((edge) => `<path d="${pathOf(edge)}" fill="none" stroke="${EDGE}" stroke-width="1.3" marker-end="url(#${marker})"/>`);
    const named = t.description ? `${t.words}: ${t.description}` : t.words;
    return [
      // A link to the state it leaves, whose details list it: reachable by Tab, named by its words.
      `<a class="atlas-transition" href="${esc(options.href(t.source))}" data-transition="${esc(t.key)}" aria-label="${esc(`transition ${named}`)}"><title>${esc(named)}</title>${paths.join('')}${edgeLabel(drawn[0]?.labels?.[0], labelLines(t))}</a>`,
    ];
  });

  const width = num(laidOut.width);
  const height = num(laidOut.height);
  const role = states.length ? 'group' : 'img';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="atlas-diagram" role="${role}" aria-label="${esc(options.title)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif">`,
    `<defs><marker id="${marker}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" markerUnits="userSpaceOnUse" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="${EDGE}"/></marker></defs>`,
    `<g class="atlas-states">${states.join('')}</g>`,
    `<g class="atlas-initials">${dots.join('')}</g>`,
    `<g class="atlas-transitions">${arrows.join('')}</g>`,
    '</svg>',
  ].join('\n');
}
