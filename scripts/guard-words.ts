// Every guard of the machines (machines/) and the UI models (e2e/paths/models/) in a product
// owner's words, in one glossary, and a transition's label as the diagrams write it: the
// machine's own description where it gives one, else its event and its guard in these words
// (docs/flows/README.md#the-flow-atlas). The atlas's diagrams and state details and the Mermaid
// pages (docs/flows/*.md) all read them here; the path tests' names keep their own words
// (tests/support/path-words.ts), so that renaming words here never renames a test.
import { eventTypeWords } from '../tests/support/path-words.ts';

type Params = Record<string, unknown>;
/** A guard's words; with fixed parameters (`{ type: 'isShown', params: { page: 'email' } }`), made from them. */
type Words = string | ((params: Params) => string);

/** The pages the flows name (`meta.page`, and the page a PAGE.SHOWN event says the browser showed). */
const PAGES: Record<string, string> = {
  email: 'the e-mail page',
  code: 'the code page',
  codeSuccess: 'the accepted code page',
  password: 'the password page',
  data: 'the personal data page',
  shipments: 'the locker address page',
  addRecipient: 'the recipient form',
  success: 'the account ready page',
  method: 'the payment methods page',
  payment: 'the payment page',
};
const pageWords = (page: unknown): string => PAGES[String(page)] ?? `the ${String(page)} page`;

/** Consolidation's steps (docs/product.md), as canResumeAt names them. */
const STEPS: Record<string, string> = {
  recipient: 'the recipient step',
  service: 'the air or ocean step',
  options: 'the options step',
  review: 'the review step',
};

/** A record's status as the lifecycles name it (PRE_ALERTED reads "pre-alerted"). */
const statusWords = (status: unknown): string => String(status).toLowerCase().replace(/_/g, ' ').replace(/^pre alerted$/, 'pre-alerted');

/** A server's answer by what it means, its code after (machines/failures.ts: hasCode). */
const serverSays = (code: string, meaning: string) => `${meaning} (${code})`;

const correctionTo = (status: string, packages = false) =>
  `an operator's correction to ${statusWords(status)}, from another status${packages ? ', its packages in no other shipment' : ''}`;

export const GUARD_WORDS: Record<string, Words> = {
  // The server's answers (machines/failures.ts: hasCode).
  isAuthenticationError: serverSays('AUTHENTICATION_EXCEPTION', 'the e-mail or the password is wrong'),
  isEmailTaken: serverSays('EMAIL_TAKEN', 'the e-mail already has an account'),
  isFailedValidation: serverSays('FAILED_VALIDATION', 'a field was refused'),
  isInvalidPassword: serverSays('INVALID_PASSWORD', 'the current password is wrong'),
  isInvalidPin: serverSays('INVALID_PIN', 'the code is wrong'),
  isNetworkError: 'the server could not be reached',
  isNotFound: serverSays('NOT_FOUND', 'it is no longer there'),
  isPayloadTooLarge: serverSays('PAYLOAD_TOO_LARGE', 'the file is too large'),
  isPinAccessRequired: serverSays('PIN_ACCESS_REQUIRED', 'a code is needed first'),
  isTooManyRequests: serverSays('TOO_MANY_REQUESTS', 'too many tries for now'),
  isUnsupportedMedia: serverSays('UNSUPPORTED_MEDIA', 'the file is of a type it does not take'),
  isUserNotFound: serverSays('USER_NOT_FOUND', 'no account has that e-mail'),
  isUnderAge: 'the server found the birth date under 18',
  isUploadSaved: 'the server saved the upload',

  // Sign-up (machines/sign-up.ts) and its UI model.
  isRegisteredAskingForEarlierStep: 'the account is complete and the address asked for a step before it',
  isSignedInWithClient: 'signed in, with personal data saved',
  isSignedInWithoutClient: 'signed in, without personal data yet',
  hasClient: 'the personal data is saved',
  isGranted: 'the code was accepted',
  userHasClient: 'that account already has personal data',
  isShown: (params) => `${pageWords(params.page)} shows`,
  hasEmail: 'an e-mail was given',
  hasGrantedCode: 'a code was accepted',
  isCodeAskedWithEmail: 'the code page shows, for the e-mail given',
  isAcceptedCodeAskedWithCode: 'the accepted code page shows, a code accepted',
  isShipmentStepAskedWithProfile: 'the locker address page shows, the personal data saved',
  isCompleteAccount: 'the e-mail has a complete account',
  isTakenEmail: 'the e-mail already has an account',
  isUnfinishedAccount: 'the e-mail has an account without personal data',

  // The code entry (machines/pin.ts).
  isComplete: 'the code has all its digits',
  isWaitingForAllowance: "the hour's codes are spent: a wait is shown",
  isLastWaitTick: 'the last minute of the wait',

  // Recovery (machines/recovery.ts) and its UI model.
  isFlowOnlyStepOpenedDirectly: 'the address opened a step only the flow may open',
  hasSession: 'the sign-in after the reset worked',
  hasConfirmedCode: 'a code was confirmed minutes ago',

  // The session (machines/session.ts).
  hasToken: 'a token is stored',
  isSignedInAreaAddress: 'the address is in the signed-in area',

  // Checkout (machines/checkout.ts).
  hasNoDebt: 'the invoice owes nothing',
  isUnderReview: 'pending payments cover what is due',
  hasSummary: 'the order summary is loaded',
  showsMethods: `${pageWords('method')} shows`,
  showsFormOfChosenMethod: `${pageWords('payment')} shows, a method chosen`,
  opensOnPaymentForm: 'the address opened the payment form of a method the invoice offers',
  hasSelectedMethod: 'a method is chosen',
  isSelectedMethod: 'it is the chosen method',
  isOfferedMethod: 'the invoice offers that method',
  hasFieldErrors: 'the server named the fields it refused',

  // Consolidation (machines/consolidation.ts).
  canResumeAt: (params) => `the choices made allow ${STEPS[String(params.step)] ?? `the ${String(params.step)} step`}`,
  hasPackages: 'a package is chosen',
  isAvailablePackage: 'the package is in the warehouse list',
  hasRecipient: 'a recipient is chosen',
  isKnownRecipient: "the recipient is one of the customer's",
  hasNewRecipient: 'the list has a new recipient',
  hasService: 'air or ocean is chosen',
  isOfferedService: 'that service has a quote',
  hasNoService: "neither air nor ocean reaches the recipient's country",
  lacksDeclaredValue: 'insured, without a declared value',
  isPackageTaken: 'the server refused a package: it was taken meanwhile',
  isRecipientRefused: 'the server refused the recipient',
  isServiceRefused: 'the server refused the service',
  isDeclaredValueRefused: 'the server refused the declared value',
  isNotReloadingRecipients: 'the recipients are not reloading',
  isNotRequesting: 'the request is not on its way',

  // The smaller flows.
  isHidden: 'the page is hidden',
  hasQueued: 'changes were made meanwhile',
  hasNewUnread: 'the page shows unread notices not yet marked',
  isEmpty: 'the list is empty',
  isPastTheLastPage: 'the page asked for is past the last one',
  isOtherPage: 'another page of the list',
  isUnsupportedType: 'the photo is of a type not taken',
  isTooLarge: 'the photo is too large',
  isSameDraft: 'the same request as the one shown or on its way',
  isEditing: 'a recipient is being edited',
  isShared: 'the tracking is shared',
  hasShareSheet: 'the device has a share sheet',
  hasClipboard: 'the device has a clipboard',
  isShareClosed: 'the customer closed the share sheet',

  // The records' lifecycles (machines/lifecycles/).
  isPaidInFull: 'the approved payments cover the total',
  noPaymentInPlay: 'no payment is pending or approved',
  packagesFree: 'its packages are in no other shipment',
  isCorrectionTo: (params) => `an operator's correction to ${statusWords(params.status)}`,
  canCorrectToPreAlerted: correctionTo('PRE_ALERTED'),
  canCorrectToReceived: correctionTo('RECEIVED'),
  canCorrectToInWarehouse: correctionTo('IN_WAREHOUSE'),
  canCorrectToInPreparation: correctionTo('IN_PREPARATION'),
  canCorrectToPendingConfirmation: correctionTo('PENDING_CONFIRMATION'),
  canCorrectToShipped: correctionTo('SHIPPED'),
  canCorrectToRequested: correctionTo('REQUESTED', true),
  canCorrectToInTransit: correctionTo('IN_TRANSIT', true),
  canCorrectToInCustoms: correctionTo('IN_CUSTOMS', true),
  canCorrectToOutForDelivery: correctionTo('OUT_FOR_DELIVERY', true),
  canCorrectToNeverArrived: correctionTo('NEVER_ARRIVED', true),
  // A name both lifecycles use: the package's and the shipment's read the same.
  canCorrectToPending: correctionTo('PENDING'),
  canCorrectToDelivered: correctionTo('DELIVERED'),
  canCorrectToCancelled: correctionTo('CANCELLED'),
};

/** The guards whose words say which page the browser showed: a PAGE.SHOWN transition reads them alone. */
const SHOWS_A_PAGE = new Set(['isShown', 'isCodeAskedWithEmail', 'isAcceptedCodeAskedWithCode', 'isShipmentStepAskedWithProfile', 'showsMethods', 'showsFormOfChosenMethod']);

/** A name the glossary lacks, as words all the same ("isPackageTaken" reads "package taken"); tests/atlas/guard-words.test.ts fails on it. */
const nameWords = (name: string) =>
  name
    .replace(/^is(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

const wordsOf = (name: string, params: Params = {}): string => {
  const words = GUARD_WORDS[name];
  if (words === undefined) return nameWords(name);
  return typeof words === 'function' ? words(params) : words;
};

type Combined = ((...args: never[]) => unknown) & { guards?: unknown[]; stateValue?: unknown };

/** A state's id as `stateIn` names it, without its machine's (`#shipment.PENDING` reads PENDING). */
const stateWords = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/^#[^.]+\./, '') : JSON.stringify(value).replace(/[{}"]/g, '').replace(/:/g, '.');

/** The name a guard is known by: a named guard's, or xstate's combination's ("and"). */
export const guardNameOf = (guard: unknown): string =>
  typeof guard === 'string' ? guard : typeof guard === 'function' ? guard.name : ((guard as { type?: string } | undefined)?.type ?? '');

/** A guard in the glossary's words: a named one with its fixed parameters, and/or/not spelled out. */
export function guardInWords(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return wordsOf(guard);
  if (typeof guard === 'function') {
    const combined = guard as Combined;
    const parts = (combined.guards ?? []).map(guardInWords);
    if (combined.name === 'and' || combined.name === 'or') return parts.join(` ${combined.name} `);
    if (combined.name === 'not') return `not (${parts[0] ?? ''})`;
    if (combined.name === 'stateIn') return `in ${stateWords(combined.stateValue)}`;
    return combined.name ? wordsOf(combined.name) : 'a condition';
  }
  const { type, params } = guard as { type?: string; params?: unknown };
  // Parameters made from the event (a function) are not known here: the words stand for any.
  const fixed = params && typeof params === 'object' ? (params as Params) : {};
  return type ? wordsOf(type, fixed) : 'a condition';
}

/** An event as the diagrams say it: XState's own as what happened, PAGE.SHOWN as the browser's Back or Forward. */
export const eventWords = (eventType: string): string => (eventType === 'PAGE.SHOWN' ? 'Back or Forward showed another page' : eventTypeWords(eventType));

export type Labelled = { eventType: string; guard?: unknown; description?: string };

/** A transition's event and guard in words: `SUBMIT [the code has all its digits]`, or the page a Back or Forward showed. */
export function eventAndGuardWords({ eventType, guard }: Pick<Labelled, 'eventType' | 'guard'>): string {
  const words = guardInWords(guard);
  if (eventType === 'PAGE.SHOWN' && SHOWS_A_PAGE.has(guardNameOf(guard))) return words;
  return `${eventWords(eventType)}${words ? ` [${words}]` : ''}`;
}

/** A transition's label: the machine's description where it gives one, else its event and guard in words. */
export const transitionLabel = (t: Labelled): string => t.description?.trim() || eventAndGuardWords(t);
