/** The `<meta>` of a signed-in visitor's page that names the signed-in area's code (space-separated). */
export const SIGNED_IN_CODE_META = 'signed-in-code';
