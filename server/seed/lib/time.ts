export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR);
export const addHours = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR);
/** The calendar date (UTC) of an instant, as YYYY-MM-DD. */
export const calendarDate = (at: Date) => at.toISOString().slice(0, 10);
/** 05/14/2026, as the portal shows dates. */
export const usDate = (at: Date) => {
  const [y, m, d] = calendarDate(at).split('-');
  return `${m}/${d}/${y}`;
};
