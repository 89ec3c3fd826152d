import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dayFirst } from '../../src/lib/dates.ts';
import { formatTypedDate, maskTypedDate, parseTypedDate, retypeDate } from '../../src/lib/typed-date.ts';

// Dates are typed in the order the language writes them (docs/product.md#dates-and-times):
// DD-MM-YYYY in Spanish, MM-DD-YYYY in English.

describe('parseTypedDate', () => {
  it('reads Spanish day-first and English month-first', () => {
    expect(parseTypedDate('es', '31-12-1995')).toBe('1995-12-31');
    expect(parseTypedDate('en', '12-31-1995')).toBe('1995-12-31');
    // The same text is a different date in each language, never silently the other one.
    expect(parseTypedDate('es', '05-12-2026')).toBe('2026-12-05');
    expect(parseTypedDate('en', '05-12-2026')).toBe('2026-05-12');
    expect(parseTypedDate('es', ' 15-03-1990 ')).toBe('1990-03-15');
    expect(parseTypedDate('en', '01-01-1900')).toBe('1900-01-01');
  });

  it('refuses the other language’s order when it makes no date', () => {
    expect(parseTypedDate('en', '31-12-1995')).toBeNull();
    expect(parseTypedDate('es', '12-31-1995')).toBeNull();
  });

  it('caps the month at 12 and the day at 31', () => {
    for (const [es, en] of [['01-13-1990', '13-01-1990'], ['10-00-1990', '00-10-1990'], ['32-01-1990', '01-32-1990'], ['00-01-1990', '01-00-1990']]) {
      expect(parseTypedDate('es', es!), es).toBeNull();
      expect(parseTypedDate('en', en!), en).toBeNull();
    }
  });

  it('checks that the day exists in that month and year', () => {
    expect(parseTypedDate('es', '31-02-2026')).toBeNull();
    expect(parseTypedDate('en', '02-31-2026')).toBeNull();
    expect(parseTypedDate('es', '30-02-2000')).toBeNull();
    expect(parseTypedDate('es', '31-04-1990')).toBeNull();
    expect(parseTypedDate('es', '29-02-2024')).toBe('2024-02-29');
    expect(parseTypedDate('en', '02-29-2000')).toBe('2000-02-29');
    expect(parseTypedDate('es', '29-02-2023')).toBeNull();
    expect(parseTypedDate('en', '02-29-1900')).toBeNull();
  });

  it('refuses other shapes and years before 1900', () => {
    for (const text of ['', '3-15-1990', '03/15/1990', '1990-03-15', '03-15-90', '03-15-19900', 'ab-cd-efgh', '03-15-0199', '12-31-1899']) {
      expect(parseTypedDate('en', text), text).toBeNull();
    }
    expect(parseTypedDate('es', '31-12-1899')).toBeNull();
  });
});

describe('formatTypedDate', () => {
  it('writes YYYY-MM-DD in the language’s order, ignoring a time part', () => {
    expect(formatTypedDate('es', '1990-03-15')).toBe('15-03-1990');
    expect(formatTypedDate('en', '1990-03-15')).toBe('03-15-1990');
    expect(formatTypedDate('es', '1990-03-15T00:00:00.000Z')).toBe('15-03-1990');
  });

  it('gives an empty text for a missing or odd value', () => {
    expect(formatTypedDate('es', undefined)).toBe('');
    expect(formatTypedDate('en', null)).toBe('');
    expect(formatTypedDate('es', '15/03/1990')).toBe('');
  });

  it('is the inverse of parseTypedDate in each language', () => {
    for (const locale of ['es', 'en']) expect(parseTypedDate(locale, formatTypedDate(locale, '2004-02-29'))).toBe('2004-02-29');
  });
});

describe('retypeDate', () => {
  it('keeps the date when the language changes', () => {
    expect(retypeDate('es', 'en', '05-12-2026')).toBe('12-05-2026');
    expect(retypeDate('en', 'es', '05-12-2026')).toBe('12-05-2026');
    expect(retypeDate('es', 'en', '31-12-1995')).toBe('12-31-1995');
  });

  it('leaves what is not yet a date', () => {
    expect(retypeDate('es', 'en', '31-12')).toBeNull();
    expect(retypeDate('es', 'en', '31-02-2026')).toBeNull();
  });
});

describe('maskTypedDate', () => {
  it('inserts the hyphens as digits are typed', () => {
    const steps = ['3', '31', '311', '3112', '31121', '311219', '3112199', '31121995'];
    expect(steps.map((step) => maskTypedDate('es', step))).toEqual(['3', '31', '31-1', '31-12', '31-12-1', '31-12-19', '31-12-199', '31-12-1995']);
    expect(maskTypedDate('en', '12311995')).toBe('12-31-1995');
  });

  it('leaves a masked text as it is and lets Backspace remove a hyphen', () => {
    expect(maskTypedDate('es', '15-03-1990')).toBe('15-03-1990');
    expect(maskTypedDate('es', '15-03-')).toBe('15-03-');
    expect(maskTypedDate('es', '15-03')).toBe('15-03');
    expect(maskTypedDate('es', '15')).toBe('15');
    expect(maskTypedDate('es', '')).toBe('');
  });

  it('pads a single digit closed by a separator and accepts slashes, dots and spaces', () => {
    expect(maskTypedDate('es', '5-')).toBe('05-');
    expect(maskTypedDate('es', '5/3/1990')).toBe('05-03-1990');
    expect(maskTypedDate('es', '27/11/2026')).toBe('27-11-2026');
    expect(maskTypedDate('en', '03.15.1990')).toBe('03-15-1990');
    expect(maskTypedDate('en', '03 15 1990')).toBe('03-15-1990');
  });

  it('drops letters, repeated separators and digits beyond the year', () => {
    expect(maskTypedDate('es', 'a1b5')).toBe('15');
    expect(maskTypedDate('es', '15--03')).toBe('15-03');
    expect(maskTypedDate('es', '150319901234')).toBe('15-03-1990');
    expect(maskTypedDate('es', '-15')).toBe('15');
  });

  it('writes a pasted YYYY-MM-DD in the language’s order', () => {
    expect(maskTypedDate('es', '1990-03-15')).toBe('15-03-1990');
    expect(maskTypedDate('en', ' 1990-03-15 ')).toBe('03-15-1990');
  });
});

describe('what the customer reads about a typed date', () => {
  /** A message's translation in a language's catalog of the forms. */
  const translation = (locale: string, id: string) => {
    const po = readFileSync(`locale/${locale}/forms.po`, 'utf8');
    const entry = new RegExp(`\\nmsgid "${id.replace(/[.()]/g, '\\$&')}"\\nmsgstr "([^"]*)"`).exec(po);
    return entry?.[1];
  };

  it.each(['es', 'en'])('the placeholder and the refusal give the order %s parses', (locale) => {
    const order = dayFirst(locale) ? /^D{2}-M{2}-/ : /^M{2}-D{2}-/;
    expect(translation(locale, 'MM-DD-YYYY')).toMatch(order);
    expect(translation(locale, 'The date is not valid (MM-DD-YYYY).')).toMatch(dayFirst(locale) ? /\(DD-MM-/ : /\(MM-DD-/);
  });

  it('in Spanish, as the customer reads it', () => {
    expect(translation('es', 'MM-DD-YYYY')).toBe('DD-MM-AAAA');
    expect(translation('es', 'The date is not valid (MM-DD-YYYY).')).toBe('La fecha no es válida (DD-MM-AAAA).');
  });
});
