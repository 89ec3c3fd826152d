/**
 * Whether a lazily loaded module's code can come: the service worker keeps the release
 * (docs/performance.md#the-service-worker), or the browser does not know it is offline. When it
 * cannot, the module is not asked for at all: Chromium keeps a failed import failed for the page's
 * life, so the screen's "Reintentar" could never load it (docs/performance.md#code-that-fails-to-load).
 */
export function codeCanCome(): boolean {
  return typeof navigator === 'undefined' || Boolean(navigator.serviceWorker?.controller) || navigator.onLine !== false;
}

/** The failure of a module not asked for, as the browser words a failed import (route-failure.ts reads it). */
export const offlineImportError = (): Error => new Error('Failed to fetch dynamically imported module: the browser is offline');
