/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The backend's base address; the portal's own origin when empty. */
  readonly VITE_API_URL?: string;
  /** Sentry's public DSN; error reporting stays off (no network) without it. */
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_COUNTRY_LOOKUP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
