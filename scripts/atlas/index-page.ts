// The atlas's first page: every flow, grouped as a product owner thinks of them (customer journeys
// first, then the building blocks, then the warehouse's statuses: scripts/atlas/flow-groups.ts),
// each said in words: what it is, its size, what its path tests took of it, and how they ended
// last time, when and from which command. Cards, not tables: nothing scrolls sideways on a phone.
import { FLOW_GROUPS, type FlowGroup, type GroupedFlow } from './flow-groups.ts';
import type { AtlasFlow } from './flows.ts';
import { esc, page, when } from './html.ts';
import { lastRunOf, tallyOf, type LevelResults, type Tally, type TestReports } from './results.ts';
import { commandHtml, coverageText, tallyText } from './summary.ts';

const flowLink = (id: string, fragment = '') => `flows/${id}.html${fragment}`;
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const size = (graph: AtlasFlow['graph']) => `${count(graph.stateCount, 'state')} and ${count(graph.transitionCount, 'transition')}`;
/** What a level's path tests took of a chart, when they have run. */
const took = (coverage: AtlasFlow['coverage'], by: string) => (coverage ? `; ${coverageText(coverage)} by its ${by}` : '');

type Tallies = { model: Tally; ui: Tally | null };
const talliesOf = (flow: AtlasFlow, reports: TestReports): Tallies => ({
  model: tallyOf(flow.modelPaths.map((p) => p.name), reports.model),
  ui: flow.ui ? tallyOf(flow.ui.paths.map((p) => p.name), reports.ui) : null,
});

/** The flows a group lists that exist, and, as a last group, any machine no group lists yet. */
function groupsOf(flows: AtlasFlow[]): { group: FlowGroup; flows: [AtlasFlow, GroupedFlow][] }[] {
  const byId = new Map(flows.map((flow) => [flow.id, flow]));
  const listed = new Set(FLOW_GROUPS.flatMap((group) => group.flows.map((f) => f.id)));
  const ungrouped: FlowGroup = {
    id: 'ungrouped',
    heading: 'Not grouped yet',
    explanation: 'Flows scripts/atlas/flow-groups.ts does not list yet.',
    flows: flows.filter((flow) => !listed.has(flow.id)).map((flow) => ({ id: flow.id })),
  };
  return [...FLOW_GROUPS, ungrouped]
    .map((group) => ({ group, flows: group.flows.flatMap((f): [AtlasFlow, GroupedFlow][] => (byId.has(f.id) ? [[byId.get(f.id)!, f]] : [])) }))
    .filter(({ flows: listedFlows }) => listedFlows.length > 0);
}

function card(flow: AtlasFlow, grouped: GroupedFlow, tallies: Tallies): string {
  const partOf = grouped.partOf?.length
    ? `<p class="part-of">Part of ${grouped.partOf.map((id) => `<a href="${flowLink(id)}">${esc(id)}</a>`).join(' and ')}: a step inside ${grouped.partOf.length === 1 ? 'it' : 'them'}, not a journey of its own.</p>`
    : '';
  const ui = flow.ui && tallies.ui
    ? `<dt>What the customer sees: <a href="${flowLink(flow.id, '#chart-u')}">${esc(flow.ui.machine.id)}</a></dt><dd>${size(flow.ui.graph)}${took(flow.ui.coverage, 'UI path tests')}</dd>
<dt>UI path tests (Playwright)</dt><dd>${tallyText(tallies.ui, flow.ui.paths.length)}</dd>`
    : '';
  return `<li class="flow-card">
<h3><a href="${flowLink(flow.id)}">${esc(flow.id)}</a></h3>
${flow.graph.description ? `<p>${esc(flow.graph.description)}</p>` : ''}
${partOf}
<dl>
<dt>The machine</dt><dd>${size(flow.graph)}${took(flow.coverage, 'path tests')}</dd>
<dt>Machine’s path tests (Vitest)</dt><dd>${tallyText(tallies.model, flow.modelPaths.length)}</dd>
${ui}
</dl>
</li>`;
}

function lastRunText(what: string, results: LevelResults): string {
  const run = lastRunOf(results);
  return run ? `${what} last ran ${esc(when(run.at))}, from ${commandHtml(run.command)}` : `${what} have not run yet`;
}

/** The flows whose path tests failed last time, each with how many, linked to its paths. */
function failing(flows: AtlasFlow[], tallies: Map<string, Tallies>): string {
  const items = flows.flatMap((flow) => {
    const { model, ui } = tallies.get(flow.id)!;
    const parts = [
      ...(model.failed ? [`${model.failed} of ${count(flow.modelPaths.length, 'machine path')}`] : []),
      ...(ui?.failed ? [`${ui.failed} of ${count(flow.ui!.paths.length, 'UI path')}`] : []),
    ];
    return parts.length ? [`<li><a href="${flowLink(flow.id, '#paths')}">${esc(flow.id)}: ${parts.join(' and ')} failed</a></li>`] : [];
  });
  return items.length ? `<h2 id="failing">Failed last time</h2>\n<ul class="failing">${items.join('')}</ul>` : '';
}

/** Of all the flows, how many passed every path that ran, how many have a failure, how many never ran. */
function overall(flows: AtlasFlow[], tallies: Map<string, Tallies>): string {
  const states = flows.map((flow) => {
    const { model, ui } = tallies.get(flow.id)!;
    const all = [model, ...(ui ? [ui] : [])];
    return all.some((t) => t.failed > 0) ? 'failed' : all.some((t) => t.passed > 0) ? 'passed' : 'not run';
  });
  const of = (state: string) => states.filter((s) => s === state).length;
  const parts = [
    `${of('passed')} passed every path that ran`,
    ...(of('failed') ? [`${of('failed')} ${of('failed') === 1 ? 'has' : 'have'} a failed path`] : []),
    ...(of('not run') ? [`${of('not run')} not run yet`] : []),
  ];
  return `Of the ${count(flows.length, 'flow')}, ${parts.join(', ')}.`;
}

export function indexPage(flows: AtlasFlow[], reports: TestReports, withScreens: boolean): string {
  const tallies = new Map(flows.map((flow) => [flow.id, talliesOf(flow, reports)]));
  const groups = groupsOf(flows);
  const sections = groups.map(
    ({ group, flows: grouped }) => `<section class="flow-group" aria-labelledby="${esc(group.id)}">
<h2 id="${esc(group.id)}">${esc(group.heading)}</h2>
<p class="explanation">${esc(group.explanation)}</p>
<ul class="flow-cards">
${grouped.map(([flow, entry]) => card(flow, entry, tallies.get(flow.id)!)).join('\n')}
</ul>
</section>`,
  );
  const body = `<h1>Casillero flow atlas</h1>
<p class="lead">Every flow of the customer portal as a statechart: each state as the customer sees it, and every path the tests walk, with its last result.</p>
<p class="runs">${overall(flows, tallies)} Each flow keeps its own last result: a run of one test file, or of one path, changes only the flows it ran. ${lastRunText("The machines' path tests (Vitest)", reports.model)}; ${lastRunText('the UI path tests (Playwright)', reports.ui)}.${withScreens ? '' : ' This atlas was built without screenshots: <code>npm run atlas</code> takes them.'}</p>
<nav aria-label="Groups of flows"><ul class="toc">${groups.map(({ group }) => `<li><a href="#${esc(group.id)}">${esc(group.heading)}</a></li>`).join('')}</ul></nav>
${failing(flows, tallies)}
${sections.join('\n')}`;
  return page({ title: 'Casillero flow atlas', body });
}
