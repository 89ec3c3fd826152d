import { describe, expect, it } from 'vitest';
import { formatTypedDate, maskTypedDate, parseTypedDate } from '../../src/lib/typed-date.ts';

describe('parseTypedDate', () => {
  it('turns MM-DD-YYYY into YYYY-MM-DD', () => {
    expect(parseTypedDate('03-15-1990')).toBe('1990-03-15');
    expect(parseTypedDate(' 12-31-2006 ')).toBe('2006-12-31');
    expect(parseTypedDate('01-01-1900')).toBe('1900-01-01');
  });

  it('caps the month at 12 and the day at 31', () => {
    expect(parseTypedDate('13-01-1990')).toBeNull();
    expect(parseTypedDate('00-10-1990')).toBeNull();
    expect(parseTypedDate('01-32-1990')).toBeNull();
    expect(parseTypedDate('01-00-1990')).toBeNull();
  });

  it('checks that the day exists in that month and year', () => {
    expect(parseTypedDate('02-30-2000')).toBeNull();
    expect(parseTypedDate('04-31-1990')).toBeNull();
    expect(parseTypedDate('02-29-2024')).toBe('2024-02-29');
    expect(parseTypedDate('02-29-2000')).toBe('2000-02-29');
    expect(parseTypedDate('02-29-2023')).toBeNull();
    expect(parseTypedDate('02-29-1900')).toBeNull();
  });

  it('refuses other shapes and years before 1900', () => {
    for (const text of ['', '3-15-1990', '03/15/1990', '1990-03-15', '03-15-90', '03-15-19900', 'ab-cd-efgh', '03-15-0199', '12-31-1899']) {
      expect(parseTypedDate(text), text).toBeNull();
    }
  });
});

describe('formatTypedDate', () => {
  it('turns YYYY-MM-DD into MM-DD-YYYY, ignoring a time part', () => {
    expect(formatTypedDate('1990-03-15')).toBe('03-15-1990');
    expect(formatTypedDate('1990-03-15T00:00:00.000Z')).toBe('03-15-1990');
  });

  it('gives an empty text for a missing or odd value', () => {
    expect(formatTypedDate(undefined)).toBe('');
    expect(formatTypedDate(null)).toBe('');
    expect(formatTypedDate('15/03/1990')).toBe('');
  });

  it('is the inverse of parseTypedDate', () => {
    expect(parseTypedDate(formatTypedDate('2004-02-29'))).toBe('2004-02-29');
  });
});

describe('maskTypedDate', () => {
  it('inserts the hyphens as digits are typed', () => {
    const steps = ['0', '03', '031', '0315', '03151', '031519', '0315199', '03151990'];
    expect(steps.map(maskTypedDate)).toEqual(['0', '03', '03-1', '03-15', '03-15-1', '03-15-19', '03-15-199', '03-15-1990']);
  });

  it('leaves a masked text as it is and lets Backspace remove a hyphen', () => {
    expect(maskTypedDate('03-15-1990')).toBe('03-15-1990');
    expect(maskTypedDate('03-15-')).toBe('03-15-');
    expect(maskTypedDate('03-15')).toBe('03-15');
    expect(maskTypedDate('03')).toBe('03');
    expect(maskTypedDate('')).toBe('');
  });

  it('pads a single digit closed by a separator and accepts slashes, dots and spaces', () => {
    expect(maskTypedDate('3-')).toBe('03-');
    expect(maskTypedDate('3/5/1990')).toBe('03-05-1990');
    expect(maskTypedDate('03.15.1990')).toBe('03-15-1990');
    expect(maskTypedDate('03 15 1990')).toBe('03-15-1990');
  });

  it('drops letters, repeated separators and digits beyond the year', () => {
    expect(maskTypedDate('a0b3')).toBe('03');
    expect(maskTypedDate('03--15')).toBe('03-15');
    expect(maskTypedDate('031519901234')).toBe('03-15-1990');
    expect(maskTypedDate('-03')).toBe('03');
  });

  it('turns a pasted YYYY-MM-DD around', () => {
    expect(maskTypedDate('1990-03-15')).toBe('03-15-1990');
  });
});
