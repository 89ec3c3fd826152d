// The page's one classic script (FIRST_SCREEN_SCRIPT), render-blocking in its <head>: the page
// holds the prerendered sign-in, which must never flash before an account or a deep link. The CSP
// allows no inline script, so it is a file of its own; vite.config.ts writes this function into
// it, so it must stay self-contained (no imports, no closure).
// docs/architecture.md#the-first-screen-on-any-host

/** Marks `<html>` when the sign-in page is not this visit's first screen. */
export function markFirstScreen(tokenKey: string, appFirstClass: string): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(tokenKey);
  } catch {
    // Storage refused: no stored session.
  }
  if (window.location.pathname !== '/' || stored) document.documentElement.classList.add(appFirstClass);
}
