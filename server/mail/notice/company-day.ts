// The company's calendar (COMPANY_TIME_ZONE, docs/product.md#notices): the day an instant falls on
// where the company works, and the days after a calendar day.
import { DAY_MS } from '../../clock.ts';

/** The company's day, unless COMPANY_TIME_ZONE says otherwise (server/config.ts): the warehouse is in Florida. */
export const COMPANY_TIME_ZONE = 'America/New_York';
/** Days an invoice gives to pay it, from the day it was issued, unless INVOICE_DUE_DAYS says otherwise (server/config.ts). */
export const INVOICE_DUE_DAYS = 7;

/** The calendar day (YYYY-MM-DD) `instant` falls on in `timeZone`. */
export function companyDay(instant: Date, timeZone: string): string {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The calendar day `days` after `isoDate`, read as UTC midnights so no daylight saving moves it. */
export const daysAfter = (isoDate: string, days: number): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
