import { afterAll, describe, expect, it } from 'vitest';
import { countdown } from '../../src/lib/countdown.ts';

// A zone with daylight saving and a large offset, so the countdown is seen to count elapsed time.
// Given back afterwards: the files after this one may run in the same process.
const zone = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const now = new Date('2025-03-10T12:00:00Z');

describe('the departure countdown', () => {
  it('gives whole days, hours and minutes until the departure', () => {
    expect(countdown('2025-03-13T17:30:00Z', now)).toEqual({ days: 3, hours: 5, minutes: 30, past: false });
    expect(countdown(new Date('2025-03-10T12:59:59Z'), now)).toEqual({ days: 0, hours: 0, minutes: 59, past: false });
    expect(countdown('2025-03-11T12:00:00Z', now)).toEqual({ days: 1, hours: 0, minutes: 0, past: false });
  });

  it('counts real hours across a daylight-saving change', () => {
    // 9 March 2025 is a DST change in the US; the countdown is in elapsed time, not wall clock.
    expect(countdown('2025-03-09T12:00:00Z', new Date('2025-03-08T12:00:00Z'))).toMatchObject({ days: 1, hours: 0 });
  });

  it('stops at zero once the departure is reached or past', () => {
    expect(countdown('2025-03-10T12:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, past: true });
    expect(countdown('2025-03-01T00:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, past: true });
  });
});
