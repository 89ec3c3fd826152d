import { afterAll, describe, expect, it } from 'vitest';
import { FREE_STORAGE_ENDING_DAYS, freeStorageOf } from '../../src/lib/free-storage.ts';

// A zone far from UTC, so "today" is seen to be the customer's own and not UTC's.
// Given back afterwards: the files after this one may run in the same process.
const zone = process.env.TZ;
process.env.TZ = 'America/Caracas';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

// 22:30 in Caracas on 20 December 2026: already the 21st in UTC.
const now = new Date(2026, 11, 20, 22, 30);

describe('free storage (docs/product.md#free-storage)', () => {
  it('counts calendar days from the customer’s today, amber from 5 left', () => {
    expect(FREE_STORAGE_ENDING_DAYS).toBe(5);
    expect(freeStorageOf('2026-12-26', now)).toEqual({ kind: 'free', daysLeft: 6, ending: false });
    expect(freeStorageOf('2026-12-25', now)).toEqual({ kind: 'free', daysLeft: 5, ending: true });
    expect(freeStorageOf('2026-12-21', now)).toEqual({ kind: 'free', daysLeft: 1, ending: true });
    expect(freeStorageOf('2026-12-20', now)).toEqual({ kind: 'free', daysLeft: 0, ending: true });
  });

  it('once past, is charged from the day after the last free one', () => {
    expect(freeStorageOf('2026-12-19', now)).toEqual({ kind: 'charged', since: '2026-12-20' });
    expect(freeStorageOf('2026-11-30', now)).toEqual({ kind: 'charged', since: '2026-12-01' });
    expect(freeStorageOf('2025-12-31', now)).toEqual({ kind: 'charged', since: '2026-01-01' });
  });

  it('counts whole days across a month, a year and a daylight-saving change', () => {
    expect(freeStorageOf('2027-01-19', now)).toEqual({ kind: 'free', daysLeft: 30, ending: false });
    process.env.TZ = 'America/New_York';
    try {
      // 8 March 2026 is the US change to summer time.
      expect(freeStorageOf('2026-03-09', new Date(2026, 2, 7, 23, 59))).toEqual({ kind: 'free', daysLeft: 2, ending: true });
    } finally {
      process.env.TZ = 'America/Caracas';
    }
  });
});
