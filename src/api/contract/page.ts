/**
 * The `<meta>` that names the code the first screen needs (space-separated), for the entry to fetch
 * at once: in the page as built, the boot (vite.config.ts); in a signed-in visitor's page, the
 * signed-in area's code instead (server/http/signed-in-preload.ts).
 */
export const FIRST_SCREEN_CODE_META = 'first-screen-code';

/**
 * The `<meta>` that carries the sign-in page's side picture: the build's (VITE_SIGN_IN_PICTURE),
 * which the reference server replaces with the company's setting, so the page makes no settings
 * call for it (docs/architecture.md#the-first-screen-on-any-host).
 */
export const SIGN_IN_PICTURE_META = 'sign-in-picture';

/** The attribute of `<html>` with which the reference server shows the demo notice (demo mode). */
export const DEMO_PAGE_ATTRIBUTE = 'data-demo';

/**
 * The class the page's first script (FIRST_SCREEN_SCRIPT) gives `<html>` when the prerendered
 * sign-in is not this visit's first screen (another address, or a stored session): the page's
 * stylesheet then hides it and shows the boot placeholder instead.
 */
export const APP_FIRST_CLASS = 'app-first';

/** The page's one classic script, render-blocking in its <head>: it sets APP_FIRST_CLASS. */
export const FIRST_SCREEN_SCRIPT = '/first-screen.js';
