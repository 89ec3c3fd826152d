// The function's own module, not the package's index (see countdown.ts).
import { isExists } from 'date-fns/isExists';

/**
 * Dates the customer types, MM-DD-YYYY (docs/product.md#dates-and-times), and the calendar dates the API
 * speaks, YYYY-MM-DD. Plain strings both ways: no time and no time zone is involved.
 */

/** The earliest year a typed date may have: anything before is taken for a typo. */
export const TYPED_DATE_MIN_YEAR = 1900;

const TYPED = /^(\d{2})-(\d{2})-(\d{4})$/;
const CALENDAR = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * 'MM-DD-YYYY' → 'YYYY-MM-DD', or null when it is not a real date: month 01-12, day 01-31, the
 * day existing in that month (02-30 never, 02-29 in leap years only), year TYPED_DATE_MIN_YEAR
 * or later. Spaces around the text are ignored.
 */
export function parseTypedDate(typed: string): string | null {
  const match = TYPED.exec(typed.trim());
  if (!match) return null;
  const [, mm = '', dd = '', yyyy = ''] = match;
  const month = Number(mm);
  const day = Number(dd);
  const year = Number(yyyy);
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < TYPED_DATE_MIN_YEAR) return null;
  if (!isExists(year, month - 1, day)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * 'YYYY-MM-DD' (a time part after it is ignored) → 'MM-DD-YYYY'; '' for anything else, so a
 * missing or odd server value leaves the field empty.
 */
export function formatTypedDate(calendarDate: string | null | undefined): string {
  const match = CALENDAR.exec(calendarDate ?? '');
  if (!match) return '';
  const [, yyyy, mm, dd] = match;
  return `${mm}-${dd}-${yyyy}`;
}

const GROUP_LENGTHS = [2, 2, 4] as const;
const SEPARATOR = /[-/.\s]/;

/**
 * Puts the hyphens in while the customer types: '0315' → '03-15', '03151990' → '03-15-1990'.
 * A hyphen appears only before a digit that follows it, so Backspace is never stuck on one.
 * Separators the customer types ('-', '/', '.', a space) close the month or the day, padding a
 * single digit: '3/5/1990' → '03-05-1990'. Other characters and digits beyond the year are
 * dropped. A pasted
 * 'YYYY-MM-DD' is turned around.
 */
export function maskTypedDate(input: string): string {
  const calendar = /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(input) ? formatTypedDate(input.trim()) : '';
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
      // A typed separator closes the month or the day.
      groups[index] = current.padStart(2, '0');
      index += 1;
    }
  }
  return groups.slice(0, index + 1).join('-');
}
