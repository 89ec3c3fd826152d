// A state's details on its flow's page, shown when its box in a diagram is chosen (the page's
// fragment: CSS :target, no script): what it is, what it accepts and invokes, where it leads,
// the paths through it, and for a UI model's state, its screenshots.
import type { PathInWords } from '../../tests/support/path-words.ts';
import type { GraphState, GraphTransition, StatechartGraph } from './graph.ts';
import { anchor, esc } from './html.ts';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { machineStateScreens, type CustomerView } from './machine-screens.ts';
import { pathAnchors } from './paths-list.ts';
import { screenFile, screensOf, shotCaption, type ScreenShot } from './screens.ts';

/** Every state of a graph, parents before their children. */
export const statesOf = (graph: StatechartGraph): GraphState[] => {
  const all: GraphState[] = [];
  const visit = (state: GraphState) => {
    all.push(state);
    state.children.forEach(visit);
  };
  graph.states.forEach(visit);
  return all;
};


/** Whether a path (start or any step) is in the state, or in one of its children. */
const passesThrough = (path: PathInWords, state: string): boolean =>
  [path.start, ...path.steps.map((s) => s.state)].some((words) =>
    words.split(' + ').some((leaf) => leaf === state || leaf.startsWith(`${state}.`)),
  );

const list = (items: string[]) => (items.length ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : 'none');

/** A transition as the details list it: `from —event [guard in words]→ to`, what the machine says of it, its actions. */
const transitionLine = (t: GraphTransition) =>
  esc(t.words) + (t.description ? `: ${esc(t.description)}` : '') + (t.actions.length ? ` <span class="actions">/ ${esc(t.actions.join(', '))}</span>` : '');

/** Where a page finds the screenshots (relative to it), or null when the atlas has none. */
export type ScreensSource = { relative: string } | null;

function screenshots(shots: ScreenShot[], screens: ScreensSource): string {
  if (!screens) return '<p class="note">This atlas was built without screenshots (<code>npm run atlas</code> takes them).</p>';
  const figures = shots.map((shot) => {
    const file = screenFile(shot);
    const caption = shotCaption(shot);
    return `<figure class="shot shot-${shot.width}"><a href="${esc(screens.relative + file)}"><img src="${esc(screens.relative + file)}" alt="${esc(`${shot.state} in ${caption}`)}" loading="lazy"></a><figcaption>${esc(caption)}</figcaption></figure>`;
  });
  return `<div class="shots">${figures.join('')}</div>`;
}

/**
 * A machine state as the customer sees it (scripts/atlas/machine-screens.ts): each UI state that
 * shows it, linked, or its driven screen, with the screenshots; without a screens source given
 * (undefined), the links alone.
 */
function customerViews(views: CustomerView[], screens: ScreensSource | undefined): string {
  const shown = views.map((view) => {
    const name = view.link ? `<a href="${esc(view.link)}">${esc(view.label)}</a>, in the customer-level model` : esc(view.label);
    return `<p class="seen">${name}</p>\n${screens === undefined ? '' : screenshots(view.shots, screens)}`;
  });
  return `<h4>As the customer sees it</h4>\n${shown.join('\n')}`;
}

export type DetailsOf = {
  flow: string;
  /** 'm' for the machine's states, 'u' for the UI model's. */
  prefix: 'm' | 'u';
  graph: StatechartGraph;
  paths: { prefix: string; paths: PathInWords[] };
  screens?: ScreensSource;
  chartId: string;
};

export function stateDetails({ flow, prefix, graph, paths, screens, chartId }: DetailsOf): string {
  const ui = UI_MODELS.find((model) => model.flow === flow);
  const seen = prefix === 'm' ? machineStateScreens({ id: flow, ui: ui ? { machine: ui.model } : null }) : new Map<string, CustomerView[]>();
  return statesOf(graph)
    .map((state) => {
      const id = anchor(prefix, state.id);
      const out = graph.transitions.filter((t) => t.source === state.id);
      const through = paths.paths
        .map((path, index) => ({ path, index }))
        .filter(({ path }) => passesThrough(path, state.id))
        .map(({ index }) => `<a href="#${pathAnchors(paths.prefix, paths.paths)[index]}">path ${index + 1}</a>`);
      const facts: [string, string][] = [
        ['Kind', esc(state.kind)],
        ...(state.tags.length ? [['Tags', esc(state.tags.join(', '))] as [string, string]] : []),
        ...(state.page ? [['Page', `<code>${esc(state.page)}</code>`] as [string, string]] : []),
        ['Events it accepts', list(state.accepts.map(esc))],
        ['Actors it invokes', list(state.invokes.map(esc))],
        ...(state.entry.length ? [['On entry', esc(state.entry.join(', '))] as [string, string]] : []),
        ...(state.exit.length ? [['On exit', esc(state.exit.join(', '))] as [string, string]] : []),
      ];
      return `<section id="${esc(id)}" class="state-detail" aria-labelledby="${esc(id)}-h" tabindex="-1">
<h3 id="${esc(id)}-h">${esc(state.id)}</h3>
${state.description ? `<p>${esc(state.description)}</p>` : ''}
<dl>${facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>
<h4>Transitions from here</h4>
${out.length ? list(out.map(transitionLine)) : '<p>none: the flow ends here</p>'}
${prefix === 'u' && (state.kind === 'atomic' || state.kind === 'final') ? `<h4>As the customer sees it</h4>\n${screenshots(screensOf(flow, state.id), screens ?? null)}` : ''}
${seen.has(state.id) ? customerViews(seen.get(state.id)!, screens) : ''}
<h4>Paths through it</h4>
${through.length ? `<p class="through">${through.join(', ')}</p>` : '<p>none listed</p>'}
<p><a href="#${esc(chartId)}">Back to the diagram</a></p>
</section>`;
    })
    .join('\n');
}
