// lightFormat: the fixed numeric patterns below need no locale data (format and a date-fns locale
// bring 5-8 KB gzip of it), and no Intl.DateTimeFormat either, whose first use on a page loads ICU's
// date data (docs/performance.md#how-the-signed-in-pages-stay-fast).
import { lightFormat } from 'date-fns/lightFormat';
import { DEFAULT_LANGUAGE, type Language } from '../api/contract/limits.ts';

/**
 * Each language's short date and time, as date-fns' own `es` and `enUS` locales write them (their
 * `P` and `p`; tests/lib/dates.test.ts holds them to it): Spanish day-first and 24-hour, English
 * month-first with AM/PM (docs/product.md#dates-and-times).
 */
const DATE_PATTERNS: Record<Language, { date: string; time: string }> = {
  es: { date: 'dd/MM/y', time: 'HH:mm' },
  en: { date: 'MM/dd/yyyy', time: 'h:mm a' },
};

const patternsOf = (locale: string) => DATE_PATTERNS[locale as Language] ?? DATE_PATTERNS[DEFAULT_LANGUAGE];

/** Whether the language writes the day before the month (Spanish) rather than after (English). */
export const dayFirst = (locale: string): boolean => patternsOf(locale).date.startsWith('d');

const CALENDAR = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date (`YYYY-MM-DD`: a birth date, an arrival, a package's date) as the language writes
 * it. Read from its digits, never through an instant, so no time zone can move it a day.
 */
export function formatCalendarDate(locale: string, value: string): string {
  const [, year = '', month = '', day = ''] = CALENDAR.exec(value) ?? [];
  // Noon: no zone's daylight-saving change happens then, so the local date is the one written.
  return lightFormat(new Date(Number(year), Number(month) - 1, Number(day), 12), patternsOf(locale).date);
}

// A plain Date's getters read the browser's own zone, daylight saving included: what the customer's
// clock says (docs/product.md#dates-and-times).
const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The date of an instant (a departure, a payment, a status event) in the customer's zone. */
export const formatInstantDate = (locale: string, value: string | Date): string => lightFormat(asDate(value), patternsOf(locale).date);

/** The time of an instant in the customer's zone: `14:05` in Spanish, `2:05 PM` in English. */
export const formatInstantTime = (locale: string, value: string | Date): string => lightFormat(asDate(value), patternsOf(locale).time);

/** An instant's date and time in the customer's zone, as date-fns' `Pp` joins them: `09/03/2025, 14:05`. */
export const formatInstant = (locale: string, value: string | Date): string =>
  `${formatInstantDate(locale, value)}, ${formatInstantTime(locale, value)}`;
