import type { SnapshotFrom } from 'xstate';
import type { signUpMachine } from '../../../machines/sign-up.ts';
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
  | 'leftForSignIn';

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
};

/**
 * The steps before the account is complete: a customer who already has a client and opens one
 * goes to their account (the shipment step and the success page stay open to them).
 */
export const INCOMPLETE_ACCOUNT_PATHS: readonly string[] = [
  paths.createAccount,
  paths.createAccountCode,
  paths.createAccountCodeSuccess,
  paths.addUserInformation,
  paths.passwordStep,
  paths.dataStep,
];
