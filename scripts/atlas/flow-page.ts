// A flow's page: its statechart (and its UI model's, side by side), each state's details, its
// paths with their last results, and its source for the Stately visualizer.
import { statechartSvg } from './diagram.ts';
import { DIAGRAM_VIEW_SCRIPT, diagramFrame } from './diagram-view.ts';
import type { AtlasChart, AtlasFlow } from './flows.ts';
import { anchor, esc, page } from './html.ts';
import { pathsList } from './paths-list.ts';
import { tallyOf, type TestReports } from './results.ts';
import { stateDetails, type ScreensSource } from './state-details.ts';
import { coverageText, tallyText } from './summary.ts';
import { walkScreens, walkThrough } from './walk-through.ts';

const STATELY = 'https://stately.ai/viz';

async function chart(chartOf: AtlasChart, prefix: 'm' | 'u', heading: string): Promise<string> {
  const id = `chart-${prefix}`;
  const svg = await statechartSvg(chartOf.graph, {
    href: (state) => `#${anchor(prefix, state)}`,
    title: `${chartOf.machine.id}: ${prefix === 'm' ? 'the machine' : 'what the customer sees'}`,
  });
  // The frame zooms and pans (scripts/atlas/diagram-view.ts); without a script it scrolls.
  const frame = diagramFrame({ id, name: prefix === 'm' ? 'machine’s diagram' : 'customer-level diagram', svg });
  return `<section class="chart" id="${id}" aria-labelledby="${id}-h">
<h2 id="${id}-h">${heading}</h2>
<p class="counts">${chartOf.graph.stateCount} states, ${chartOf.graph.transitionCount} transitions. Choose a state for its details.</p>
${frame}
</section>`;
}

function source(chartOf: AtlasChart, id: string): string {
  return `<div class="source">
<p><button type="button" data-copy="${id}">Copy ${esc(chartOf.machine.id)} for Stately</button> <span class="copied" role="status" id="${id}-status"></span></p>
<textarea id="${id}" readonly rows="12" spellcheck="false" aria-label="${esc(chartOf.machine.id)} as Stately reads it (docs/flows/stately/${esc(chartOf.machine.id)}.js, from ${esc(chartOf.file)})">${esc(chartOf.source)}</textarea>
</div>`;
}

/**
 * The copy buttons, a path opened when a link points at it, and the diagrams' zoom: classic inline
 * scripts (a module script would not run from file://); without them, the source can still be
 * selected and copied, and a diagram scrolls in its frame.
 */
const PAGE_SCRIPT = `<script>
function openTarget() {
  var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target && target.tagName === 'DETAILS') target.open = true;
}
addEventListener('hashchange', openTarget);
openTarget();
document.querySelectorAll('[data-copy]').forEach(function (button) {
  button.addEventListener('click', function () {
    var area = document.getElementById(button.getAttribute('data-copy'));
    var status = document.getElementById(area.id + '-status');
    var done = function () { status.textContent = 'Copied.'; };
    area.select();
    if (navigator.clipboard) navigator.clipboard.writeText(area.value).then(done, function () { document.execCommand('copy'); done(); });
    else { document.execCommand('copy'); done(); }
  });
});
</script>
${DIAGRAM_VIEW_SCRIPT}`;

export async function flowPage(flow: AtlasFlow, reports: TestReports, screens: ScreensSource): Promise<string> {
  const { ui } = flow;
  const rootTransitions = flow.graph.transitions.filter((t) => t.source === '');
  const charts = [await chart(flow, 'm', `The machine (<code>${esc(flow.file)}</code>)`)];
  if (ui) charts.push(await chart(ui, 'u', `What the customer sees (<code>${esc(ui.file)}</code>)`));
  const uiTally = ui ? tallyOf(ui.paths.map((p) => p.name), reports.ui) : null;
  const modelTally = tallyOf(flow.modelPaths.map((p) => p.name), reports.model);

  const body = `<h1>${esc(flow.id)}</h1>
${flow.graph.description ? `<p class="lead">${esc(flow.graph.description)}</p>` : ''}
<dl class="facts">
<dt>Machine</dt><dd>${flow.graph.stateCount} states, ${flow.graph.transitionCount} transitions; model-level paths: ${coverageText(flow.coverage)}; ${tallyText(modelTally, flow.modelPaths.length)}</dd>
${ui && uiTally ? `<dt>UI model</dt><dd>${ui.graph.stateCount} states, ${ui.graph.transitionCount} transitions; UI-level paths: ${coverageText(ui.coverage)}; ${tallyText(uiTally, ui.paths.length)}</dd>` : ''}
</dl>
<nav aria-label="On this page"><ul class="toc"><li><a href="#chart-m">Diagram</a></li><li><a href="#walk">Walk through it</a></li><li><a href="#states">States</a></li><li><a href="#paths">Paths</a></li><li><a href="#stately">Open in Stately</a></li></ul></nav>
<div class="charts${ui ? ' side-by-side' : ''}">${charts.join('\n')}</div>
${walkThrough({ machine: flow.machine, screens: screens && walkScreens(flow, screens.relative) })}
<section id="states" aria-labelledby="states-h">
<h2 id="states-h">States</h2>
<p class="hint">Choose a state in a diagram (or Tab to it and press Enter) to see its details here.</p>
${rootTransitions.length ? `<h3>From any state</h3><ul>${rootTransitions.map((t) => `<li>${esc(t.words)}</li>`).join('')}</ul>` : ''}
${stateDetails({ flow: flow.id, prefix: 'm', graph: flow.graph, paths: { prefix: 'm-path', paths: flow.modelPaths }, screens, chartId: 'chart-m' })}
${ui ? stateDetails({ flow: flow.id, prefix: 'u', graph: ui.graph, paths: { prefix: 'u-path', paths: ui.paths }, screens, chartId: 'chart-u' }) : ''}
</section>
<section id="paths" aria-labelledby="paths-h">
<h2 id="paths-h">Paths</h2>
${ui ? `<h3>UI paths (Playwright, <code>e2e/paths</code>): ${ui.paths.length}</h3>
${pathsList({ flow: flow.id, prefix: 'u-path', statePrefix: 'u', paths: ui.paths, results: reports.ui, screens })}` : ''}
<h3>Model-level paths (Vitest, <code>tests/machines</code>): ${flow.modelPaths.length || 'not run yet'}</h3>
${pathsList({ flow: flow.id, prefix: 'm-path', statePrefix: 'm', paths: flow.modelPaths, results: reports.model })}
</section>
<section id="stately" aria-labelledby="stately-h">
<h2 id="stately-h">Open in Stately</h2>
<p>Copy the source, open <a href="${STATELY}">the Stately visualizer</a>, choose its code editor and paste it as it is; or, in Stately Studio, “Import from code”. It is the machine in plain JavaScript, as <code>docs/flows/stately/</code> keeps it: one <code>createMachine</code> from <code>xstate</code>, every guard, action and actor by its name.</p>
${source(flow, 'source-m')}
${ui ? source(ui, 'source-u') : ''}
</section>
${PAGE_SCRIPT}`;
  return page({ title: `${flow.id}: Casillero flow atlas`, body, up: '../' });
}
