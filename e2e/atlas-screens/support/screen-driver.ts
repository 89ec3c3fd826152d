// A flow's screen driver for the flow atlas (docs/flows/README.md#the-flow-atlas): for a flow
// without a UI model, one test that opens the page where the flow lives, drives it to each machine
// state scripts/atlas/machine-screens.ts lists for it, and captures it there in both languages and
// at both widths, as the UI models' runs capture theirs (e2e/paths/support/atlas-visits.ts). Only
// the atlas's pass (ATLAS_SCREENS set) gets the test: in any other run the spec declares none.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { drivenStates } from '../../../scripts/atlas/machine-screens.ts';
import { CAPTURE_TIMEOUT, captureState, type CaptureOptions } from '../../paths/support/atlas-visits.ts';

export type Driver = {
  page: Page;
  request: APIRequestContext;
  /** Screenshots the page where it stands as the machine's `state` (the driver has checked it shows it). */
  capture: (state: string, options?: CaptureOptions) => Promise<void>;
};

/** Declares the flow's driver: `drive` reaches and captures every state listed for it, once each. */
export function driveScreens(flow: string, drive: (t: Driver) => Promise<void>, { timeout = 60_000 } = {}): void {
  if (!process.env.ATLAS_SCREENS) return;
  const states = drivenStates(flow);
  if (states.length === 0) throw new Error(`${flow} lists no driven state in scripts/atlas/machine-screens.ts`);

  test(`${flow} atlas screens: ${states.join(', ')}`, async ({ page, request }) => {
    test.setTimeout(timeout + states.length * CAPTURE_TIMEOUT);
    const captured: string[] = [];
    const capture = async (state: string, options?: CaptureOptions) => {
      expect(states, `${flow}: ${state} is listed in scripts/atlas/machine-screens.ts`).toContain(state);
      expect(captured, `${flow}: ${state} is captured once`).not.toContain(state);
      await test.step(`captures ${state}`, () => captureState(page, flow, state, options));
      captured.push(state);
    };
    await drive({ page, request, capture });
    expect([...captured].sort(), `${flow}: every listed state captured`).toEqual([...states].sort());
  });
}
