// The atlas's first page: every flow, each machine and each UI model, with its size, what its
// path tests took of it, and how they ended last time.
import type { AtlasFlow } from './flows.ts';
import { esc, page, when } from './html.ts';
import { tallyOf, type TestReports } from './results.ts';
import { coverageText, tallyText } from './summary.ts';

const flowLink = (flow: AtlasFlow, fragment = '') => `flows/${flow.id}.html${fragment}`;

export function indexPage(flows: AtlasFlow[], reports: TestReports, withScreens: boolean): string {
  const machines = flows.map((flow) => {
    const tally = tallyOf(flow.modelPaths.map((p) => p.name), reports.model);
    return `<tr><th scope="row"><a href="${flowLink(flow)}">${esc(flow.id)}</a></th><td>${esc(flow.graph.description ?? '')}</td><td class="n">${flow.graph.stateCount}</td><td class="n">${flow.graph.transitionCount}</td><td>${coverageText(flow.coverage)}</td><td>${tallyText(tally, flow.modelPaths.length)}</td></tr>`;
  });
  const models = flows.flatMap((flow) => {
    if (!flow.ui) return [];
    const tally = tallyOf(flow.ui.paths.map((p) => p.name), reports.ui);
    return [
      `<tr><th scope="row"><a href="${flowLink(flow, '#chart-u')}">${esc(flow.ui.machine.id)}</a></th><td>${esc(flow.id)}</td><td class="n">${flow.ui.graph.stateCount}</td><td class="n">${flow.ui.graph.transitionCount}</td><td>${coverageText(flow.ui.coverage)}</td><td>${tallyText(tally, flow.ui.paths.length)}</td></tr>`,
    ];
  });
  const runs = [
    reports.model ? `the machines' path tests (Vitest) ran ${esc(when(reports.model.at))}` : "the machines' path tests (Vitest): not run yet",
    reports.ui ? `the UI path tests (Playwright) ran ${esc(when(reports.ui.at))}` : 'the UI path tests (Playwright): not run yet',
  ];
  const body = `<h1>Casillero flow atlas</h1>
<p class="lead">Every flow of the customer portal as a statechart: each state as the customer sees it, and every path the tests walk, with its last result.</p>
<p>Results from the last test run: ${runs.join('; ')}.${withScreens ? '' : ' This atlas was built without screenshots: <code>npm run atlas</code> takes them.'}</p>
<h2 id="machines">Machines (<code>machines/</code>)</h2>
<div class="table"><table aria-labelledby="machines">
<thead><tr><th scope="col">Flow</th><th scope="col">What it is</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">Model-level coverage</th><th scope="col">Model-level path tests</th></tr></thead>
<tbody>${machines.join('\n')}</tbody></table></div>
<h2 id="ui-models">UI models (<code>e2e/paths/models/</code>)</h2>
<p>What the customer sees and does, walked in the browser against the reference server.</p>
<div class="table"><table aria-labelledby="ui-models">
<thead><tr><th scope="col">Model</th><th scope="col">Flow</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">UI-level coverage</th><th scope="col">UI path tests</th></tr></thead>
<tbody>${models.join('\n')}</tbody></table></div>`;
  return page({ title: 'Casillero flow atlas', body });
}
