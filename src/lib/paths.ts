/** The portal's routes (spec §2), in one place so links and the route table agree. */
export const paths = {
  signIn: '/',
  logout: '/logout',
  passwordRecovery: '/password-recovery',
  createAccount: '/create-account',
  /** The sign-up data step: where a signed-in user without a client profile must go. */
  dataStep: '/create-account/add-user-information/data',
  home: '/home',
  myAccount: '/home/my-account',
} as const;

/** The demo server's outbox page (only in demo mode). */
export const DEV_MAILBOX_URL = '/dev/mailbox';
