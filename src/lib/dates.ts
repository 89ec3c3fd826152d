// lightFormat: the two fixed numeric patterns need no locale data (format brings 5 KB gzip of it).
import { lightFormat } from 'date-fns/lightFormat';

/**
 * The same wall-clock reading as `date` in UTC, as a local Date, so date-fns formats UTC values
 * (dates are shown in UTC: decisions §1).
 */
export function toUtcWallClock(date: Date): Date {
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** MM/DD/YYYY in UTC. */
export const formatUtcDate = (value: string | Date): string => lightFormat(toUtcWallClock(toDate(value)), 'MM/dd/yyyy');

/** HH:mm (24 h) in UTC. */
export const formatUtcTime = (value: string | Date): string => lightFormat(toUtcWallClock(toDate(value)), 'HH:mm');
