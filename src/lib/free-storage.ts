// A package's free storage as the customer reads it (docs/product.md#free-storage): the days left
// from the customer's own today, or the day the charge started.

/** From this many days left (inclusive), the days show amber. */
export const FREE_STORAGE_ENDING_DAYS = 5;

const DAY_MS = 86_400_000;
const CALENDAR = /^(\d{4})-(\d{2})-(\d{2})/;

export type FreeStorage =
  /** Still free: `daysLeft` after today (0: today is the last free day). */
  | { kind: 'free'; daysLeft: number; ending: boolean }
  /** Charged since `since` (YYYY-MM-DD), the day after the last free one. */
  | { kind: 'charged'; since: string };

/** A calendar date as a count of days; both sides read the same way, so only whole days differ. */
function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The free storage of a package whose last free day is `freeUntil`, on the customer's `now` (their clock and zone). */
export function freeStorageOf(freeUntil: string, now: Date): FreeStorage {
  const [, year = '', month = '', day = ''] = CALENDAR.exec(freeUntil) ?? [];
  const last = dayNumber(Number(year), Number(month), Number(day));
  const daysLeft = last - dayNumber(now.getFullYear(), now.getMonth() + 1, now.getDate());
  if (daysLeft >= 0) return { kind: 'free', daysLeft, ending: daysLeft <= FREE_STORAGE_ENDING_DAYS };
  return { kind: 'charged', since: new Date((last + 1) * DAY_MS).toISOString().slice(0, 10) };
}
