// What the customer sees in a machine's states, on the flow atlas's pages (docs/flows/README.md#the-flow-atlas):
// every UI model state names the machine states it shows, and they are there; every flow the
// customer sees without a UI model has a screen driver for the states listed for it; a machine
// state's details show those screens (linked to the UI state), and the build expects them.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { expectedScreens } from '../../scripts/atlas/build.ts';
import { atlasFlows } from '../../scripts/atlas/flows.ts';
import { statechartGraph, type GraphState } from '../../scripts/atlas/graph.ts';
import { DRIVEN_SCREENS, machineStateScreens, uiStatesMeta } from '../../scripts/atlas/machine-screens.ts';
import { screenFile } from '../../scripts/atlas/screens.ts';
import { stateDetails, statesOf } from '../../scripts/atlas/state-details.ts';
import { machinesOfFolder } from '../support/machines-folder.ts';

const machines = await machinesOfFolder();
const machineOf = (flow: string): AnyStateMachine => {
  const found = machines.find(({ machine }) => machine.id === flow);
  if (!found) throw new Error(`no machine ${flow}`);
  return found.machine;
};
/** A machine's states a screen can show: atomic or final, by their dotted paths. */
const shownStatesOf = (flow: string): Map<string, GraphState> =>
  new Map(statesOf(statechartGraph(machineOf(flow))).filter((s) => s.kind === 'atomic' || s.kind === 'final').map((s) => [s.id, s]));
/** The flows no driver is for: seen only inside other flows' screens, or run by the server. */
// releaseUpdate shows only with the service worker on, which the atlas's pass blocks: its offer is
// checked by e2e/offline/release-update.spec.ts instead, and has no screenshots yet.
const BUILDING_BLOCKS = ['resource', 'pagedList', 'upload', 'releaseUpdate'];
const kebab = (flow: string) => flow.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** One state's details on a flow page, as stateDetails writes them. */
function detailsOf(flow: string, state: string, screens: { relative: string } | null | undefined): string {
  const html = stateDetails({ flow, prefix: 'm', graph: statechartGraph(machineOf(flow)), paths: { prefix: 'm-path', paths: [] }, screens, chartId: 'chart-m' });
  const section = html.split('<section ').find((part) => part.startsWith(`id="m-${state}"`));
  if (!section) throw new Error(`${flow} has no details of ${state}`);
  return section;
}
const images = (html: string) => [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);

describe('the UI models’ states', () => {
  it('each name the machine states they show (meta.machineStates), atomic or final states of their flow’s machine', () => {
    for (const { flow, model } of UI_MODELS) {
      const shown = shownStatesOf(flow);
      for (const { id, machineStates } of uiStatesMeta(model)) {
        expect(machineStates, `${model.id}.${id} names its machine states`).toBeDefined();
        for (const state of machineStates!) expect(shown.has(state), `${model.id}.${id}: ${flow} has an atomic or final state ${state}`).toBe(true);
      }
    }
  });

  it('name one at least, but the checkout’s invoice, which is before the checkout', () => {
    const naming = UI_MODELS.flatMap(({ model }) => uiStatesMeta(model).filter((s) => s.machineStates?.length === 0).map((s) => `${model.id}.${s.id}`));
    expect(naming).toEqual(['checkoutUi.invoice']);
  });
});

describe('the screen drivers', () => {
  it('are for flows without a UI model, neither a building block nor a lifecycle, and list states of their machine once each', () => {
    for (const [flow, screens] of Object.entries(DRIVEN_SCREENS)) {
      const file = machines.find(({ machine }) => machine.id === flow)?.file;
      expect(file, `${flow} is a machine of machines/`).toMatch(/^machines\/[^/]+\.ts$/);
      expect(UI_MODELS.map((m) => m.flow), `${flow} has no UI model`).not.toContain(flow);
      expect(BUILDING_BLOCKS).not.toContain(flow);
      const shown = shownStatesOf(flow);
      for (const { state, shows } of screens) {
        expect(shown.has(state), `${flow} has an atomic or final state ${state}`).toBe(true);
        expect(shows.length, `${flow}.${state} says what it shows`).toBeGreaterThan(10);
      }
      expect(new Set(screens.map((s) => s.state)).size, `${flow} lists each state once`).toBe(screens.length);
      expect(screens.length, `${flow}: 2 to 4 states`).toBeGreaterThanOrEqual(2);
    }
  });

  it('exist for every flow the customer sees: each machine but the building blocks and the lifecycles has a UI model or a driver spec', () => {
    const flows = machines.filter(({ file }) => !file.startsWith('machines/lifecycles/')).map(({ machine }) => machine.id);
    const uncovered = flows.filter((flow) => !BUILDING_BLOCKS.includes(flow) && !UI_MODELS.some((m) => m.flow === flow) && !DRIVEN_SCREENS[flow]);
    expect(uncovered).toEqual([]);
    for (const flow of Object.keys(DRIVEN_SCREENS)) {
      const spec = new URL(`../../e2e/atlas-screens/${kebab(flow)}.spec.ts`, import.meta.url);
      expect(existsSync(spec), `e2e/atlas-screens/${kebab(flow)}.spec.ts`).toBe(true);
      expect(readFileSync(spec, 'utf8'), `${kebab(flow)}.spec.ts drives ${flow}`).toContain(`driveScreens('${flow}'`);
    }
  });
});

describe('machineStateScreens', () => {
  it('gives a machine state the UI states that show it, linked, each with its four screenshots', () => {
    const seen = machineStateScreens({ id: 'checkout', ui: { machine: UI_MODELS.find((m) => m.flow === 'checkout')!.model } });
    const editing = seen.get('paying.editing')!;
    expect(editing.map((view) => [view.label, view.link])).toEqual([
      ['paymentForm', '#u-paymentForm'],
      ['paymentRefused', '#u-paymentRefused'],
    ]);
    expect(editing[0]!.shots.map(screenFile).sort()).toEqual([
      'checkout/paymentForm.en.1280.jpg',
      'checkout/paymentForm.en.360.jpg',
      'checkout/paymentForm.es.1280.jpg',
      'checkout/paymentForm.es.360.jpg',
    ]);
    // A machine state no screen shows on its own (a check that passes at once) has none.
    expect(seen.has('paying.checkingSummary')).toBe(false);
  });

  it('gives a driven state its own four screenshots, labelled by what they show, without a link', () => {
    const [saving, ...more] = machineStateScreens({ id: 'changePassword', ui: null }).get('saving')!;
    expect(more).toEqual([]);
    expect(saving!.link).toBeUndefined();
    expect(saving!.label).toMatch(/saving/);
    expect(saving!.shots.map(screenFile).sort()).toEqual([
      'changePassword/saving.en.1280.jpg',
      'changePassword/saving.en.360.jpg',
      'changePassword/saving.es.1280.jpg',
      'changePassword/saving.es.360.jpg',
    ]);
  });
});

describe('a machine state’s details', () => {
  it('show what the customer sees there: the UI state, linked, and its screenshots', () => {
    const html = detailsOf('checkout', 'paying.uploading', { relative: '../screens/' });
    expect(html).toContain('<h4>As the customer sees it</h4>');
    expect(html).toContain('<a href="#u-sendingPayment">sendingPayment</a>');
    expect(images(html).sort()).toEqual([
      '../screens/checkout/sendingPayment.en.1280.jpg',
      '../screens/checkout/sendingPayment.en.360.jpg',
      '../screens/checkout/sendingPayment.es.1280.jpg',
      '../screens/checkout/sendingPayment.es.360.jpg',
    ]);
  });

  it('show a driven state’s screenshots, and say so when the atlas has none', () => {
    expect(images(detailsOf('shipmentCancellation', 'refused', { relative: '../screens/' }))).toHaveLength(4);
    const without = detailsOf('shipmentCancellation', 'refused', null);
    expect(images(without)).toEqual([]);
    expect(without).toContain('built without screenshots');
  });

  it('leave a state no screen shows as it was', () => {
    expect(detailsOf('checkout', 'loading', { relative: '../screens/' })).not.toContain('As the customer sees it');
    expect(detailsOf('shipmentCancellation', 'idle', { relative: '../screens/' })).not.toContain('As the customer sees it');
  });
});

describe('the atlas build', () => {
  it('expects every driven state’s four screenshots besides the UI models’', async () => {
    const files = new Set(expectedScreens(await atlasFlows('/nonexistent-coverage')).map(({ shot }) => screenFile(shot)));
    for (const [flow, screens] of Object.entries(DRIVEN_SCREENS)) {
      for (const { state } of screens) for (const file of [`${flow}/${state}.es.360.jpg`, `${flow}/${state}.en.1280.jpg`]) expect(files, file).toContain(file);
    }
    expect(files).toContain('checkout/sendingPayment.es.1280.jpg');
  });
});
