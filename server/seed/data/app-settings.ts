/** The row id=1 of app_settings: what GET api/client-app-settings answers. */
export const APP_SETTINGS = {
  dashboardImageUrlWeb: '/images/dashboard.svg',
  signUpImageUrlWeb: '/images/sign-up.svg',
  signUpImageUrlMobile: '/images/sign-up-mobile.svg',
  authImageUrlWeb: '/images/auth.svg',
  authImageUrlMobile: '/images/auth-mobile.svg',
  supportPhone: '+13055550100',
  supportUrl: 'https://wa.me/13055550100',
  calculatorUrl: 'https://www.casillero.example/calculadora',
  moreServicesUrl: 'https://www.casillero.example/servicios',
} as const;

/**
 * The warehouse's US phone shown with the locker address, in demo mode only: a company sets its own
 * in the row (docs/product.md#locker-address); outside demo mode it starts empty, with no phone line.
 */
export const DEMO_LOCKER_PHONE = '+13055550142';
