// Sign-up as the customer lives it: a new e-mail, or one that already has an account (complete,
// or without personal data), or one whose codes for the hour are spent (the wait, in both
// languages, on a phone); the code; the password; the personal data (an under-age birth date
// refused); the shipments step with an optional recipient, back and forth; the account ready.
import { assign, setup } from 'xstate';
import { emailConfirmationStates } from './email-confirmation.ts';

type Email = 'new' | 'complete' | 'unfinished';

export const signUpUiModel = setup({
  types: { context: {} as { email: Email } },
  actions: {
    rememberEmail: assign((_, email: Email) => ({ email })),
  },
  guards: {
    isCompleteAccount: ({ context }) => context.email === 'complete',
    isTakenEmail: ({ context }) => context.email !== 'new',
    isUnfinishedAccount: ({ context }) => context.email === 'unfinished',
  },
}).createMachine({
  id: 'signUpUi',
  initial: 'emailStep',
  context: { email: 'new' },
  states: {
    ...emailConfirmationStates({
      email: 'Create an account: the e-mail.',
      emails: {
        ENTER_NEW_EMAIL: { target: 'codeEntry', actions: { type: 'rememberEmail', params: 'new' } },
        ENTER_EMAIL_OF_COMPLETE_ACCOUNT: { target: 'codeEntry', actions: { type: 'rememberEmail', params: 'complete' } },
        ENTER_EMAIL_OF_UNFINISHED_ACCOUNT: { target: 'codeEntry', actions: { type: 'rememberEmail', params: 'unfinished' } },
        ENTER_EMAIL_PAST_ALLOWANCE: 'codeEntryWaiting',
      },
      confirmed: 'emailConfirmed',
      more: {
        codeEntryWaiting: {
          description: "The e-mail's codes for the hour are spent: the code screen all the same, with the minutes to wait and no resend.",
          on: { SWITCH_TO_ENGLISH: 'codeEntryWaitingInEnglish' },
        },
        codeEntryWaitingInEnglish: { description: 'The same wait, said in English.', type: 'final' },
      },
    }),
    emailConfirmed: {
      meta: { machineStates: ['codeValidationSuccess'] },
      description: 'The e-mail is confirmed.',
      on: { CONFIRM: 'passwordStep' },
    },
    passwordStep: {
      meta: { machineStates: ['passwordStep.editing'] },
      description: 'Step 1, security: the password.',
      on: {
        CHOOSE_PASSWORD: [
          { guard: 'isCompleteAccount', target: 'signInPage' },
          { guard: 'isUnfinishedAccount', target: 'dataStep', description: 'Signed in to the account made earlier.' },
          { target: 'dataStep' },
        ],
        ENTER_WRONG_PASSWORD: { guard: 'isTakenEmail', target: 'wrongPassword' },
      },
    },
    wrongPassword: {
      meta: { machineStates: ['passwordStep.editing'] },
      description: 'The e-mail has an account and the password is not its own: the message, the form kept.',
      on: {
        CHOOSE_PASSWORD: [
          { guard: 'isCompleteAccount', target: 'signInPage' },
          { target: 'dataStep', description: 'Signed in to the account made earlier.' },
        ],
      },
    },
    signInPage: {
      meta: { machineStates: ['leftForSignIn'] },
      description: 'The account was already complete: the already-registered message on the sign-in page.',
      type: 'final',
    },
    dataStep: {
      meta: { machineStates: ['dataStep.editing'] },
      description: 'Step 2: the personal data, empty.',
      on: { SUBMIT_UNDER_AGE: 'underAge', SUBMIT_DATA: 'shipmentsStep' },
    },
    underAge: {
      meta: { machineStates: ['dataStep.editing'] },
      description: 'The birth date makes the customer under 18: the message, everything else kept.',
      on: { SUBMIT_DATA: 'shipmentsStep' },
    },
    dataKept: {
      meta: { machineStates: ['dataStep.editing'] },
      description: 'Back on step 2 from step 3: the personal data as saved.',
      on: { SUBMIT_DATA: 'shipmentsStep' },
    },
    shipmentsStep: {
      meta: { machineStates: ['shipmentsStep.list'] },
      description: 'Step 3: the US address with the name, and no recipient yet.',
      on: { ADD_RECIPIENT: 'addingRecipient', GO_BACK: 'dataKept', FINISH: 'accountReady' },
    },
    addingRecipient: {
      meta: { machineStates: ['shipmentsStep.addingRecipient'] },
      description: 'The recipient form.',
      on: { SAVE_RECIPIENT: 'recipientAdded', GO_BACK: 'shipmentsStep' },
    },
    recipientAdded: {
      meta: { machineStates: ['shipmentsStep.list'] },
      description: 'Step 3 again, with the new recipient listed.',
      on: { FINISH: 'accountReady' },
    },
    accountReady: {
      meta: { machineStates: ['success'] },
      description: 'The account is ready.',
      on: { GO_TO_MY_ACCOUNT: 'myAccount' },
    },
    myAccount: {
      meta: { machineStates: ['finished'] },
      description: 'My account, with the new e-mail.',
      type: 'final',
    },
  },
});
