// The flows tested from the UI as well, each with its user-level model: the coverage table, the
// diagrams in docs/flows/ui and the models' own tests all read this list.
import type { AnyStateMachine } from 'xstate';
import { checkoutUiModel } from './checkout.ts';
import { consolidationUiModel } from './consolidation.ts';
import { emailConfirmationUiModel } from './email-confirmation.ts';
import { pinUiModel } from './pin.ts';
import { recoveryUiModel } from './recovery.ts';
import { sessionUiModel } from './session.ts';
import { signUpUiModel } from './sign-up.ts';

/** `flow` is the id of the machine the model tests from the customer's side. */
export const UI_MODELS: { flow: string; model: AnyStateMachine; file: string }[] = [
  { flow: 'session', model: sessionUiModel, file: 'e2e/paths/models/session.ts' },
  { flow: 'signUp', model: signUpUiModel, file: 'e2e/paths/models/sign-up.ts' },
  { flow: 'emailConfirmation', model: emailConfirmationUiModel, file: 'e2e/paths/models/email-confirmation.ts' },
  { flow: 'pin', model: pinUiModel, file: 'e2e/paths/models/pin.ts' },
  { flow: 'recovery', model: recoveryUiModel, file: 'e2e/paths/models/recovery.ts' },
  { flow: 'checkout', model: checkoutUiModel, file: 'e2e/paths/models/checkout.ts' },
  { flow: 'consolidation', model: consolidationUiModel, file: 'e2e/paths/models/consolidation.ts' },
];
