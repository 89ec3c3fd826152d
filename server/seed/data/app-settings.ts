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
