import type { SnapshotFrom } from 'xstate';
import type { SignUpRequestedStep, signUpMachine } from '../../../machines/sign-up.ts';
import { paths } from '../../lib/paths.ts';

export type SignUpStep =
  | 'email'
  | 'code'
  | 'codeSuccess'
  | 'password'
  | 'data'
  | 'shipments'
  | 'addRecipient'
  | 'success'
  | 'finished'
  | 'leftForSignIn'
  | 'alreadyRegistered'
  | 'sessionEnded';

/** Which page the flow's state shows. */
export function stepOf(snapshot: SnapshotFrom<typeof signUpMachine>): SignUpStep {
  if (snapshot.matches('codeValidation')) return 'code';
  if (snapshot.matches('codeValidationSuccess')) return 'codeSuccess';
  if (snapshot.matches('passwordStep')) return 'password';
  if (snapshot.matches('dataStep')) return 'data';
  if (snapshot.matches({ shipmentsStep: 'addingRecipient' })) return 'addRecipient';
  if (snapshot.matches('shipmentsStep')) return 'shipments';
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('finished')) return 'finished';
  if (snapshot.matches('leftForSignIn')) return 'leftForSignIn';
  if (snapshot.matches('alreadyRegistered')) return 'alreadyRegistered';
  if (snapshot.matches('sessionEnded')) return 'sessionEnded';
  return 'email';
}

/** Each page's address (spec §2). */
export const STEP_PATHS: Record<SignUpStep, string> = {
  email: paths.createAccount,
  code: paths.createAccountCode,
  codeSuccess: paths.createAccountCodeSuccess,
  password: paths.passwordStep,
  data: paths.dataStep,
  shipments: paths.shipmentsStep,
  addRecipient: paths.createAccountAddRecipient,
  success: paths.createAccountSuccess,
  finished: paths.myAccount,
  leftForSignIn: paths.signIn,
  alreadyRegistered: paths.myAccount,
  sessionEnded: paths.signIn,
};

/** The step each of the wizard's addresses asks for; the machine decides where the customer starts. */
const REQUESTED_STEPS = new Map<string, SignUpRequestedStep>([
  [paths.createAccount, 'email'],
  [paths.createAccountCode, 'code'],
  [paths.createAccountCodeSuccess, 'codeSuccess'],
  // The wizard's index is the password (security) step.
  [paths.addUserInformation, 'password'],
  [paths.passwordStep, 'password'],
  [paths.dataStep, 'data'],
  [paths.shipmentsStep, 'shipments'],
  [paths.createAccountAddRecipient, 'addRecipient'],
  [paths.createAccountSuccess, 'success'],
]);

/** The step an address asks for (null: none of the wizard's). */
export const requestedStepOf = (pathname: string): SignUpRequestedStep | null => REQUESTED_STEPS.get(pathname) ?? null;
