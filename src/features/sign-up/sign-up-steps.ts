import type { SignUpRequestedStep } from '../../../machines/sign-up.ts';
import { paths } from '../../lib/paths.ts';
import type { PageAddresses, PageAt } from '../../lib/use-flow-page.ts';
import type { SignUpActor } from './sign-up-actor.ts';

/**
 * Each page's address (docs/product.md#public-routes). A step reached with Continue is an entry of
 * the history; once the account exists (the data step), and when the wizard ends, it takes the place
 * of every entry before, so Back never re-enters the steps that created it
 * (docs/product.md#steps-and-history). The accepted code replaces the code screen: it is spent.
 */
export const PAGE_ADDRESSES: PageAddresses<SignUpActor> = {
  email: paths.createAccount,
  code: { to: paths.createAccountCode, history: 'push' },
  codeSuccess: paths.createAccountCodeSuccess,
  password: { to: paths.passwordStep, history: 'push' },
  data: { to: paths.dataStep, history: 'replaceFlow' },
  shipments: { to: paths.shipmentsStep, history: 'push' },
  addRecipient: { to: paths.createAccountAddRecipient, history: 'push' },
  success: { to: paths.createAccountSuccess, history: 'push' },
  myAccount: { to: paths.myAccount, history: 'replaceFlow' },
  signIn: { to: paths.signIn, history: 'replaceFlow' },
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

/** The step an address shows, for the browser's Back and Forward (the machine decides whether it opens). */
export const pageAt: PageAt<SignUpActor> = ({ pathname }) => requestedStepOf(pathname);
