import type { SignUpRequestedStep } from '../../../machines/sign-up.ts';
import { paths } from '../../lib/paths.ts';
import type { PageAddresses } from '../../lib/use-flow-page.ts';
import type { SignUpActor } from './sign-up-actor.ts';

/** Each page's address (docs/product.md#public-routes). */
export const PAGE_ADDRESSES: PageAddresses<SignUpActor> = {
  email: paths.createAccount,
  code: paths.createAccountCode,
  codeSuccess: paths.createAccountCodeSuccess,
  password: paths.passwordStep,
  data: paths.dataStep,
  shipments: paths.shipmentsStep,
  addRecipient: paths.createAccountAddRecipient,
  success: paths.createAccountSuccess,
  myAccount: paths.myAccount,
  signIn: paths.signIn,
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
