// Password recovery as the customer lives it: an unknown e-mail, the code, coming back with a
// code already confirmed (its digits typed again: they go with the new password), the new
// password, and being signed in with it.
import { assign, setup } from 'xstate';
import { emailConfirmationStates } from './email-confirmation.ts';

export const recoveryUiModel = setup({
  types: { context: {} as { codeConfirmed: boolean } },
  actions: { rememberCodeConfirmed: assign({ codeConfirmed: true }) },
  guards: { hasConfirmedCode: ({ context }) => context.codeConfirmed },
}).createMachine({
  id: 'recoveryUi',
  initial: 'emailStep',
  context: { codeConfirmed: false },
  states: {
    ...emailConfirmationStates({
      email: 'Recover your password: the e-mail.',
      emails: {
        ENTER_UNKNOWN_EMAIL: 'unknownEmail',
        ENTER_EMAIL: [
          { guard: 'hasConfirmedCode', target: 'codeEntryAgain', description: 'A code confirmed minutes ago still counts: no new code.' },
          { target: 'codeEntry' },
        ],
      },
      confirmed: { target: 'resetStep', actions: 'rememberCodeConfirmed' },
      more: {
        unknownEmail: { description: 'No account has that e-mail: the message with the address, the e-mail kept.', on: { ENTER_EMAIL: 'codeEntry' } },
        codeEntryAgain: {
          description: 'No new code is mailed: the code screen, for the digits of the one confirmed before.',
          on: { ENTER_CODE: 'resetStep' },
        },
      },
    }),
    resetStep: {
      meta: { machineStates: ['resetStep.editing'] },
      description: 'Choose a new password.',
      on: { START_OVER: 'emailStep', CHOOSE_PASSWORD: 'passwordChanged' },
    },
    passwordChanged: {
      meta: { machineStates: ['success'] },
      description: 'The password was changed.',
      on: { CONTINUE: 'myAccount' },
    },
    myAccount: {
      meta: { machineStates: ['finished'] },
      description: 'Signed in with the new password: my account.',
      type: 'final',
    },
  },
});
