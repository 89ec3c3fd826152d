/** The portal's routes (docs/product.md#2-screens-and-routes), in one place so links, flows and the route table agree. */
export const paths = {
  signIn: '/',
  logout: '/logout',
  passwordRecovery: '/password-recovery',
  passwordRecoveryCode: '/password-recovery/code-validation',
  passwordReset: '/password-reset',
  passwordRecoverySuccess: '/password-recovery-success',
  createAccount: '/create-account',
  createAccountCode: '/create-account/code-validation',
  createAccountCodeSuccess: '/create-account/code-validation-success',
  /** The sign-up wizard; its index is the password (security) step. */
  addUserInformation: '/create-account/add-user-information',
  passwordStep: '/create-account/add-user-information/password',
  /** The sign-up data step: where a signed-in user without a client profile must go. */
  dataStep: '/create-account/add-user-information/data',
  shipmentsStep: '/create-account/add-user-information/shipments',
  createAccountAddRecipient: '/create-account/add-shipment',
  createAccountSuccess: '/create-account/success',
  home: '/home',
  myAccount: '/home/my-account',
  packages: '/home/package',
  packageLogs: '/home/package/logs',
  packageDetail: (id: number | string) => `/home/package/${id}`,
  preAlerts: '/home/pre-alerts',
  preAlertCreate: '/home/pre-alerts/create',
  myShipments: '/home/my-shipments',
  /** The consolidation flow (docs/product.md#consolidation-requests); `?packages=1,2,3` preselects packages. */
  shipmentCreate: '/home/my-shipments/create',
  shipmentDetail: (id: number | string) => `/home/my-shipments/${id}`,
  /** The customer's notices (docs/product.md#notices), the header bell's link. */
  notices: '/home/notices',
  /** The header search's results (`?q=` the tracking number). */
  search: '/home/search',
  calculator: '/home/calculator',
  moreServices: '/home/more-services',
  searchFor: (q: string) => `/home/search?${new URLSearchParams({ q }).toString()}`,
  invoices: '/home/invoice',
  invoiceDetail: (id: number | string) => `/home/invoice/${id}`,
  /** An invoice's detail opened on its payments tab (where a new payment shows). */
  invoicePayments: (id: number | string) => `/home/invoice/${id}?tab=payments`,
  /** The checkout's first page: choosing how to pay this invoice. */
  paymentMethod: (invoiceId: number | string) => `/home/invoice/payment-method/${invoiceId}`,
  /** The checkout's payment form; the invoice and the chosen method travel in the address. */
  payment: '/home/invoice/payment',
  paymentFor: (invoiceId: number | string, methodId: number | string) =>
    `/home/invoice/payment?${new URLSearchParams({ invoice: String(invoiceId), method: String(methodId) }).toString()}`,
  preAlertDetail: (id: number | string) => `/home/pre-alerts/${id}`,
  /** The customer's own corner: tabs my-profile, recipient and help; settings from the account menu. */
  userInformation: '/home/user-information',
  myProfile: '/home/user-information/my-profile',
  recipientTab: '/home/user-information/recipient',
  addRecipient: '/home/user-information/recipient/add-shipment',
  editRecipient: (id: number | string) => `/home/user-information/recipient/${id}/edit`,
  help: '/home/user-information/help',
  settings: '/home/user-information/settings',
  // npm run new:flow adds its addresses above this line.
} as const;

/** The demo server's outbox page (only in demo mode). */
export const DEV_MAILBOX_URL = '/dev/mailbox';
