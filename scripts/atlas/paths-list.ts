// A flow's paths as its path tests walk them: each step `EVENT → state`, with the screenshot of
// the state it reaches (UI level) and the path's last result; a failed path shows the step where
// it failed and the error. Each path's fragment comes from its name, so a link to it stays good
// when paths are added or dropped before it.
import type { PathInWords } from '../../tests/support/path-words.ts';
import { pathCommand } from '../one-path.ts';
import { anchor, esc, when } from './html.ts';
import type { StoredResult } from './results-store.ts';
import type { LevelResults } from './results.ts';
import { screenFile } from './screens.ts';
import type { ScreensSource } from './state-details.ts';

const MAX_SLUG = 64;

/** A short hash of a name (FNV-1a, 32 bits): what tells apart two long names cut to the same start. */
const hashOf = (text: string) => {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
};

/** A path's name as a fragment: its words without its flow (`start-submit-paymentform`), a long one cut short with a hash of the whole. */
export function pathSlug(name: string): string {
  const slug = name
    .replace(/^\w+: /, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG) return slug || 'path';
  return `${slug.slice(0, MAX_SLUG - 8).replace(/-[^-]*$/, '')}-${hashOf(name)}`;
}

const anchorsOf = new WeakMap<PathInWords[], Map<string, string[]>>();

/** Each path's fragment, from its name, unique on the page (a name that slugs like one before it gets a number). */
export function pathAnchors(prefix: string, paths: PathInWords[]): string[] {
  const byPrefix = anchorsOf.get(paths) ?? new Map<string, string[]>();
  anchorsOf.set(paths, byPrefix);
  const known = byPrefix.get(prefix);
  if (known) return known;
  const seen = new Set<string>();
  const anchors = paths.map((path) => {
    const base = anchor(prefix, pathSlug(path.name));
    let id = base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    return id;
  });
  byPrefix.set(prefix, anchors);
  return anchors;
}

function resultBadge(result: StoredResult | undefined): string {
  if (!result) return '<span class="result not-run">not run yet</span>';
  return `<span class="result ${result.status}">${result.status}</span>`;
}

type PathsOf = {
  flow: string;
  /** The fragment prefix of the paths ('u-path', 'm-path') and of the states they go through ('u', 'm'). */
  prefix: string;
  statePrefix: 'm' | 'u';
  paths: PathInWords[];
  results: LevelResults | null;
  /** UI level: the screenshot (Spanish, 360 px) after each step. */
  screens?: ScreensSource;
};

function thumbnail(flow: string, state: string, screens: ScreensSource | undefined): string {
  if (!screens) return '';
  const file = screens.relative + screenFile({ flow, state, language: 'es', width: 360 });
  return `<a class="thumb" href="${esc(file)}"><img src="${esc(file)}" alt="${esc(`${state}, as the customer sees it`)}" loading="lazy"></a>`;
}

export function pathsList({ flow, prefix, statePrefix, paths, results, screens }: PathsOf): string {
  if (paths.length === 0) return '<p class="note">Not run yet: the paths are listed after a test run (<code>npm test</code>).</p>';
  const stateLink = (words: string) =>
    words
      .split(' + ')
      .map((leaf) => `<a href="#${esc(anchor(statePrefix, leaf))}">${esc(leaf)}</a>`)
      .join(' + ');
  const anchors = pathAnchors(prefix, paths);
  return paths
    .map((path, index) => {
      const result = results?.byName.get(path.name);
      const failedAt = result?.failedStep;
      const step = (title: string, body: string, state: string) =>
        `<li${failedAt === title ? ' class="failed-step"' : ''}>${thumbnail(flow, state.split(' + ')[0]!, screens)}<span>${body}</span>${
          failedAt === title ? `<strong class="failed-here">failed here</strong>` : ''
        }</li>`;
      const steps = [
        step(`starts in ${path.start}`, `start → ${stateLink(path.start)}`, path.start),
        ...path.steps.map((s) => step(`${s.event} → ${s.state}`, `<code>${esc(s.event)}</code> → ${stateLink(s.state)}`, s.state)),
      ];
      const id = anchors[index]!;
      const ran = result
        ? ` (${esc(when(result.at))}, from <code>${esc(result.run.command)}</code>${result.run.report ? `, report <code>${esc(result.run.report)}</code>` : ''})`
        : '';
      return `<details id="${esc(id)}"${result?.status === 'failed' ? ' open' : ''}>
<summary>${resultBadge(result)} Path ${index + 1}: ${path.steps.length} ${path.steps.length === 1 ? 'step' : 'steps'}, to ${esc(path.steps.at(-1)?.state ?? path.start)}</summary>
<p class="test-name">Test: <code>${esc(path.name)}</code>${ran}</p>
<p class="test-command">Run it alone: <code>${esc(pathCommand(path.name))}</code></p>
<ol class="steps">${steps.join('')}</ol>
${result?.error ? `<pre class="error">${esc(result.error)}</pre>` : ''}
</details>`;
    })
    .join('\n');
}
