/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The backend's base address; the portal's own origin when empty. */
  readonly VITE_API_URL?: string;
  /** Sentry's public DSN; error reporting stays off (no network) without it. */
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_COUNTRY_LOOKUP_URL?: string;
  /** The sign-in page's side picture in a build served without the reference server (the demo picture when empty). */
  readonly VITE_SIGN_IN_PICTURE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
