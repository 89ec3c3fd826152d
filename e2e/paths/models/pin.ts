// The code entry as the customer lives it (here in sign-up): a wrong code, the right one, asking
// for a new one after the cool-down, and a code whose tries are all spent.
import { setup } from 'xstate';

export const pinUiModel = setup({}).createMachine({
  id: 'pinUi',
  initial: 'coolingDown',
  states: {
    coolingDown: {
      meta: { machineStates: ['active.code.entering', 'active.resend.coolingDown'] },
      description: 'The code screen just opened: six empty boxes; a new code cannot be asked for yet.',
      on: { ENTER_WRONG_CODE: 'wrongCode', ENTER_CODE: 'granted', WAIT_FOR_RESEND: 'resendReady' },
    },
    wrongCode: {
      meta: { machineStates: ['active.code.entering'] },
      description: 'The wrong-code message; the boxes are empty for another try.',
      on: { ENTER_CODE: 'granted', SPEND_TRIES: 'spent' },
    },
    resendReady: {
      meta: { machineStates: ['active.code.entering', 'active.resend.ready'] },
      description: 'A minute later: a new code can be asked for.',
      on: { RESEND: 'codeResent' },
    },
    codeResent: {
      meta: { machineStates: ['active.code.entering', 'active.resend.coolingDown'] },
      description: 'A new code is on its way (a new mail); the cool-down starts again.',
      on: { ENTER_CODE: 'granted' },
    },
    granted: {
      meta: { machineStates: ['granted'] },
      description: 'The e-mail is confirmed.',
      type: 'final',
    },
    spent: {
      meta: { machineStates: ['expired'] },
      description: 'The code spent its tries: back to the e-mail, which is kept, with the expired-code message.',
      type: 'final',
    },
  },
});
