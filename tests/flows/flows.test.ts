// docs/flows/<id>.md is each machine's diagram; it must match the machine. `npm run flows`
// rewrites them (FLOWS_WRITE=1); otherwise this test fails on any page that is out of date.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { flowPage } from '../../scripts/flow-diagram.ts';
import { changePasswordMachine } from '../../machines/change-password.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { contactSaveMachine } from '../../machines/contact-save.ts';
import { uploadMachine } from '../../machines/upload.ts';
import { consolidationMachine } from '../../machines/consolidation.ts';
import { quoteCalculatorMachine } from '../../machines/quote-calculator.ts';
import { shipmentCancellationMachine } from '../../machines/shipment-cancellation.ts';
import { languageChoiceMachine } from '../../machines/language-choice.ts';
import { pagedListMachine } from '../../machines/paged-list.ts';
import { photoUploadMachine } from '../../machines/photo-upload.ts';
import { pinMachine } from '../../machines/pin.ts';
import { preAlertCreateMachine } from '../../machines/pre-alert-create.ts';
import { recipientCreationMachine } from '../../machines/recipient-creation.ts';
import { recipientRemovalMachine } from '../../machines/recipient-removal.ts';
import { recoveryMachine } from '../../machines/recovery.ts';
import { resourceMachine } from '../../machines/resource.ts';
import { sessionMachine } from '../../machines/session.ts';
import { signUpMachine } from '../../machines/sign-up.ts';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';

const FLOWS: [AnyStateMachine, string][] = [
  [sessionMachine, 'machines/session.ts'],
  [signUpMachine, 'machines/sign-up.ts'],
  [pinMachine, 'machines/pin.ts'],
  [recoveryMachine, 'machines/recovery.ts'],
  [checkoutMachine, 'machines/checkout.ts'],
  [preAlertCreateMachine, 'machines/pre-alert-create.ts'],
  [contactSaveMachine, 'machines/contact-save.ts'],
  [photoUploadMachine, 'machines/photo-upload.ts'],
  [changePasswordMachine, 'machines/change-password.ts'],
  [recipientCreationMachine, 'machines/recipient-creation.ts'],
  [recipientRemovalMachine, 'machines/recipient-removal.ts'],
  [uploadMachine, 'machines/upload.ts'],
  [quoteCalculatorMachine, 'machines/quote-calculator.ts'],
  [consolidationMachine, 'machines/consolidation.ts'],
  [shipmentCancellationMachine, 'machines/shipment-cancellation.ts'],
  [languageChoiceMachine, 'machines/language-choice.ts'],
  [pagedListMachine, 'machines/paged-list.ts'],
  [resourceMachine, 'machines/resource.ts'],
];

const DIR = join(import.meta.dirname, '../../docs/flows');
const write = process.env.FLOWS_WRITE === '1';

/** Writes (with FLOWS_WRITE=1) or checks the page of each machine in a folder of docs/flows. */
function checkPages(list: [AnyStateMachine, string][], dir: string) {
  it.each(list.map(([machine, file]) => [machine.id, machine, file] as const))('%s is up to date', (id, machine, file) => {
    const page = flowPage(machine, file);
    const path = join(dir, `${id}.md`);
    if (write) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path, page);
    }
    let stored = '';
    try {
      stored = readFileSync(path, 'utf8');
    } catch {
      // Missing: reported below.
    }
    expect(stored, `${path} is out of date: run npm run flows`).toBe(page);
  });

  it('names every guard, action and actor (no inline implementation in a diagram)', () => {
    for (const [machine, file] of list) expect(flowPage(machine, file), machine.id).not.toMatch(/\binline\b/);
  });
}

describe('the flow diagrams in docs/flows', () => checkPages(FLOWS, DIR));
describe('the UI models’ diagrams in docs/flows/ui', () => checkPages(
    UI_MODELS.map(({ model, file }) => [model, file]),
    join(DIR, 'ui'),
  ));
