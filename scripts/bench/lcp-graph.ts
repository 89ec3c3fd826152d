// What Lighthouse's simulated LCP is made of (Lantern's pessimistic graph): each request and
// main-thread task it counts, with its simulated start and end. It showed that my account's LCP is
// set by the bytes before the first paint (the last script to arrive), not by evaluating or
// rendering them: the graph keeps a script's first evaluation and the tasks that lay out the page.
import type { RunnerResult } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

type Request = Parameters<typeof LanternLargestContentfulPaint.request>;
type Node =
  | { type: 'network'; request: { url: string; transferSize: number } }
  | { type: 'cpu'; duration: number; childEvents: Array<{ name: string; args?: { data?: { url?: string } } }> };

const describe = (node: Node, origin: string): string => {
  if (node.type === 'network') return `${node.request.url.replace(origin, '')} (${(node.request.transferSize / 1024).toFixed(1)} KB)`;
  const names = new Set(node.childEvents.map((e) => (e.name === 'EvaluateScript' && e.args?.data?.url ? `evaluate ${e.args.data.url.replace(origin, '')}` : e.name)));
  const shown = [...names].filter((name) => /^evaluate|^(ParseHTML|Layout|Paint|FunctionCall|TimerFire|ModuleEvaluated)$/.test(name));
  return `main thread, ${(node.duration / 1000).toFixed(1)} ms observed (${shown.join(', ') || 'other'})`;
};

/** The pessimistic LCP graph of a Lighthouse run, as a markdown table, sorted by simulated start. */
export async function lcpGraph(result: RunnerResult, where: string): Promise<string> {
  const { lhr, artifacts } = result;
  const data: Request[0] = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings } as unknown as Request[1];
  const metric = await LanternLargestContentfulPaint.request(data, context);
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const rows = [...metric.pessimisticEstimate.nodeTimings.entries()]
    .sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, time]) => `| ${Math.round(time.startTime)} | ${Math.round(time.endTime)} | ${describe(node as unknown as Node, origin)} |`);
  return [
    `#### What Lighthouse's simulated LCP of ${where} waits for (last run; LCP ${Math.round(metric.timing)} ms)`,
    '',
    '| Start (ms) | End (ms) | Request or task |',
    '|--:|--:|---|',
    ...rows,
  ].join('\n');
}
