// The function's own module, not the package's index (see countdown.ts).
import { isExists } from 'date-fns/isExists';
import { dayFirst } from './dates.ts';

/**
 * Dates the customer types, in the order the language writes them (docs/product.md#dates-and-times):
 * DD-MM-YYYY in Spanish, MM-DD-YYYY in English; and the calendar dates the API speaks, YYYY-MM-DD.
 * Plain strings both ways: no time and no time zone is involved.
 */

/** The earliest year a typed date may have: anything before is taken for a typo. */
const TYPED_DATE_MIN_YEAR = 1900;

const TYPED = /^(\d{2})-(\d{2})-(\d{4})$/;
const CALENDAR = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A date typed in `locale`'s order ('31-12-1995' in Spanish, '12-31-1995' in English) → 'YYYY-MM-DD',
 * or null when it is not a real date: month 01-12, day 01-31, the day existing in that month (30
 * February never, 29 February in leap years only), year TYPED_DATE_MIN_YEAR or later. Spaces around
 * the text are ignored.
 */
export function parseTypedDate(locale: string, typed: string): string | null {
  const match = TYPED.exec(typed.trim());
  if (!match) return null;
  const [, first = '', second = '', yyyy = ''] = match;
  const [dd, mm] = dayFirst(locale) ? [first, second] : [second, first];
  const month = Number(mm);
  const day = Number(dd);
  const year = Number(yyyy);
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < TYPED_DATE_MIN_YEAR) return null;
  if (!isExists(year, month - 1, day)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * 'YYYY-MM-DD' (a time part after it is ignored) → the text typed in `locale`'s order; '' for
 * anything else, so a missing or odd server value leaves the field empty.
 */
export function formatTypedDate(locale: string, calendarDate: string | null | undefined): string {
  const match = CALENDAR.exec(calendarDate ?? '');
  if (!match) return '';
  const [, yyyy, mm, dd] = match;
  return dayFirst(locale) ? `${dd}-${mm}-${yyyy}` : `${mm}-${dd}-${yyyy}`;
}

/** A text typed in one language's order, written in another's (a language switch mid-form); null when not a date. */
export function retypeDate(from: string, to: string, typed: string): string | null {
  const date = parseTypedDate(from, typed);
  return date && formatTypedDate(to, date);
}

const GROUP_LENGTHS = [2, 2, 4] as const;
const SEPARATOR = /[-/.\s]/;

/**
 * Puts the hyphens in while the customer types: '3112' → '31-12', '31121995' → '31-12-1995'.
 * A hyphen appears only before a digit that follows it, so Backspace is never stuck on one.
 * Separators the customer types ('-', '/', '.', a space) close the first or the second group,
 * padding a single digit: '5/3/1990' → '05-03-1990'. Other characters and digits beyond the year
 * are dropped. A pasted 'YYYY-MM-DD' is written in `locale`'s order.
 */
export function maskTypedDate(locale: string, input: string): string {
  const calendar = /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(input) ? formatTypedDate(locale, input.trim()) : '';
  if (calendar) return calendar;
  const groups = ['', '', ''];
  let index = 0;
  for (const char of input) {
    const current = groups[index] ?? '';
    if (/\d/.test(char)) {
      if (current.length === GROUP_LENGTHS[index]) {
        if (index === 2) break;
        index += 1;
      }
      groups[index] += char;
    } else if (SEPARATOR.test(char) && current.length > 0 && index < 2) {
      // A typed separator closes the day or the month.
      groups[index] = current.padStart(2, '0');
      index += 1;
    }
  }
  return groups.slice(0, index + 1).join('-');
}
