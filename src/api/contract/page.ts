/**
 * The `<meta>` that names the code the first screen needs (space-separated), for the entry to fetch
 * at once: in the page as built, the boot (vite.config.ts); in a signed-in visitor's page, the
 * signed-in area's code instead (server/http/signed-in-preload.ts).
 */
export const FIRST_SCREEN_CODE_META = 'first-screen-code';
