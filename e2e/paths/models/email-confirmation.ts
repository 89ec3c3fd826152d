// The e-mail and its code as the customer lives them, written once for the emailConfirmation
// machine's own model (here in password recovery: the e-mail, the code mailed to it, the code
// confirmed) and for the two flows that invoke it, sign-up and password recovery, whose models
// take their e-mail and code screens from `emailConfirmationStates`.
import { setup } from 'xstate';

/** A screen of the two steps that only one flow's paths meet (a refused e-mail, a wait). */
type Screen = { description: string; on?: object; type?: 'final' };

/** The e-mail screen, with the e-mails a model's paths enter, and the code screen, with where its code leads. */
const screens = <const EmailOn, const Confirmed>(
  email: { description: string; on: EmailOn },
  confirmed: Confirmed,
  shows: { email: string; code: string },
) => ({
  emailStep: { meta: { machineStates: [shows.email] }, description: email.description, on: email.on },
  codeEntry: { meta: { machineStates: [shows.code] }, description: 'A code was mailed; the code screen.', on: { ENTER_CODE: confirmed } },
});

/** In a flow around it, its state that invokes the machine shows every screen of the two steps. */
const INVOKING_STATE = 'emailConfirmation';

/**
 * A flow's UI states of the e-mail and its code: `emailStep` (described as `email`; `emails`, the
 * e-mails the flow's paths enter), `codeEntry` (ENTER_CODE leads to `confirmed`), and the flow's
 * `more` screens of the two steps; each names the flow's `emailConfirmation` state.
 */
export function emailConfirmationStates<const Emails, const Confirmed, const More extends Record<string, Screen>>(flow: {
  email: string;
  emails: Emails;
  confirmed: Confirmed;
  more: More;
}) {
  const meta = { machineStates: [INVOKING_STATE] };
  const more = Object.fromEntries(Object.entries(flow.more).map(([name, screen]) => [name, { meta, ...screen }]));
  return {
    ...screens({ description: flow.email, on: flow.emails }, flow.confirmed, { email: INVOKING_STATE, code: INVOKING_STATE }),
    ...(more as { [Name in keyof More]: More[Name] & { meta: typeof meta } }),
  };
}

export const emailConfirmationUiModel = setup({}).createMachine({
  id: 'emailConfirmationUi',
  initial: 'emailStep',
  states: {
    ...screens({ description: 'The e-mail of the account.', on: { ENTER_EMAIL: 'codeEntry' } }, 'confirmed', {
      email: 'emailStep.editing',
      code: 'codeValidation',
    }),
    confirmed: {
      meta: { machineStates: ['granted'] },
      description: 'The code is confirmed: the flow goes on (here, to the new password).',
      type: 'final',
    },
  },
});
