// The paths a machine's tests replay, as `npm run flows` last wrote them: docs/flows/<flow>.paths.md
// (what review reads: each path's name and the states it passes) and <flow>.paths.json (the events
// each path sends, as sent, and the start it is from). The tests replay these, not what the
// machine under test would plan today, so a transition sent elsewhere fails at its step
// (docs/flows/README.md#path-tests-for-qa).
import { existsSync, readFileSync } from 'node:fs';
import type { EventObject } from 'xstate';
import { pathsPage, stepNamer, type PathInWords } from '../../support/path-words.ts';

/** One step: the event as sent, its words, the state it leads to; `ignored`: no guard held, the machine stayed. */
export type RecordedStep = { event: EventObject; as: string; state: string; ignored?: true };

/**
 * One path: its test's name; the walk it is from (0 the test's own, 1… its `moreWalks`) and the
 * start among that walk's inputs (a label, an index, or null when it has none); where it starts.
 */
export type RecordedPath = { name: string; walk: number; input: string | number | null; start: string; steps: RecordedStep[] };

/** What the .json keeps of a path: where it starts from and the events it sends. */
type SentPath = { walk: number; input: string | number | null; events: EventObject[] };

const pageFile = (flow: string) => `docs/flows/${flow}.paths.md`;
const eventsFile = (flow: string) => `docs/flows/${flow}.paths.json`;

/** A planned path in words, with its walk, its start and its events. */
export const recordedPathOf = (words: PathInWords, at: { walk: number; input: string | number | null }, events: EventObject[]): RecordedPath => ({
  name: words.name,
  ...at,
  start: words.start,
  steps: words.steps.map((step, index) => ({ event: events[index]!, as: step.event, state: step.state, ...(step.ignored ? { ignored: true as const } : {}) })),
});

/** A recorded path in words, as the paths page lists it and the coverage record keeps it for the atlas. */
export const wordsOf = ({ name, start, steps }: RecordedPath): PathInWords => ({
  name,
  start,
  steps: steps.map(({ as, state, ignored }) => ({ event: as, state, ...(ignored ? { ignored } : {}) })),
});

/** The .json's text: an event a line, so a review's diff shows the steps whose events changed. */
function eventsText(paths: RecordedPath[]): string {
  const pathText = ({ walk, input, steps }: RecordedPath) =>
    steps.length === 0
      ? `  {"walk": ${walk}, "input": ${JSON.stringify(input)}, "events": []}`
      : [`  {"walk": ${walk}, "input": ${JSON.stringify(input)}, "events": [`, steps.map((step) => `    ${JSON.stringify(step.event)}`).join(',\n'), '  ]}'].join('\n');
  return `[\n${paths.map(pathText).join(',\n')}\n]\n`;
}

/** The two files of a flow's paths, by path, with their text. */
export const recordedPathsFiles = (flow: string, paths: RecordedPath[]): Record<string, string> => ({
  [pageFile(flow)]: pathsPage(flow, paths.map(wordsOf)),
  [eventsFile(flow)]: eventsText(paths),
});

const ITEM = /^\d+\. `(.*)`$/;
const STATES = /^ {3}- states: (.*)$/;
const STAYS = ' (stays)';

/**
 * The paths the two files keep: names and states from the page, events and starts from the .json
 * (in the same order), each step's words as the page's names say them. None before the first
 * `npm run flows`; a pair out of step with each other throws.
 */
export function readRecordedPaths(flow: string): RecordedPath[] {
  if (!existsSync(pageFile(flow)) || !existsSync(eventsFile(flow))) return [];
  const lines = readFileSync(pageFile(flow), 'utf8').split('\n');
  const listed = lines.flatMap((line, index) => {
    const name = ITEM.exec(line)?.[1];
    const states = STATES.exec(lines[index + 1] ?? '')?.[1];
    return name !== undefined && states !== undefined ? [{ name, states: states.split(' → ') }] : [];
  });
  const sent = JSON.parse(readFileSync(eventsFile(flow), 'utf8')) as SentPath[];
  if (sent.length !== listed.length || sent.some((path, index) => path.events.length !== listed[index]!.states.length - 1)) {
    throw new Error(`${pageFile(flow)} and ${eventsFile(flow)} are out of step with each other: run npm run flows`);
  }
  const steps = sent.map((path, index) =>
    path.events.map((event, at) => {
      const state = listed[index]!.states[at + 1]!;
      return state.endsWith(STAYS) ? { event, state: state.slice(0, -STAYS.length), ignored: true as const } : { event, state };
    }),
  );
  const stepName = stepNamer(steps.map((pathSteps) => ({ steps: pathSteps })));
  return sent.map(({ walk, input }, index) => ({
    name: listed[index]!.name,
    walk,
    input,
    start: listed[index]!.states[0]!,
    steps: steps[index]!.map((step) => ({ ...step, as: stepName(step) })),
  }));
}
