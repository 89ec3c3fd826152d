/** The largest id the server takes (PostgreSQL's integer). */
const ID_MAX = 2_147_483_647;

/**
 * The id of a detail address (`/home/package/42`), or null when it is not one: letters, a sign, a
 * fraction, leading zeros or a number past the server's. Checked before any call, so
 * `/home/package/abc` never asks the server for `api/packages/NaN`.
 */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= ID_MAX ? id : null;
}
