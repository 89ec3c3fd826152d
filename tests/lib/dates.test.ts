import { afterAll, describe, expect, it } from 'vitest';
import { formatUtcDate, formatUtcTime } from '../../src/lib/dates.ts';

// Dates are shown in UTC (docs/product.md#dates-and-times), whatever the visitor's zone. A UTC reading that falls in
// the local zone's daylight-saving gap (a wall-clock hour that does not exist there) must still be
// shown as it is: copying the UTC fields into a local Date moved it an hour on. Node applies a new
// process.env.TZ at once; the zone is given back afterwards, as the files after this one may run in
// the same process.
const zone = process.env.TZ;
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** Runs `check` with the local zone set to `timeZone`. */
function inZone(timeZone: string, check: () => void) {
  process.env.TZ = timeZone;
  check();
}

describe('UTC readings inside a local daylight-saving gap', () => {
  it('New York: 02:30 on 9 March 2025 (clocks go 02:00 → 03:00)', () => {
    inZone('America/New_York', () => {
      // The zone really has the gap: the local 02:30 of that night does not exist.
      expect(new Date(2025, 2, 9, 2, 30).getHours()).toBe(3);
      expect(formatUtcTime('2025-03-09T02:30:00Z')).toBe('02:30');
      expect(formatUtcDate('2025-03-09T02:30:00Z')).toBe('03/09/2025');
      expect(formatUtcTime(new Date(Date.UTC(2025, 2, 9, 2, 0)))).toBe('02:00');
      expect(formatUtcTime('2025-03-09T02:59:00Z')).toBe('02:59');
    });
  });

  it('London: 01:15 on 30 March 2025 (clocks go 01:00 → 02:00)', () => {
    inZone('Europe/London', () => {
      expect(new Date(2025, 2, 30, 1, 15).getHours()).toBe(2);
      expect(formatUtcTime('2025-03-30T01:15:00Z')).toBe('01:15');
      expect(formatUtcTime('2025-03-30T03:15:00+02:00')).toBe('01:15');
    });
  });

  it('Santiago: midnight on 8 September 2024 (clocks go 00:00 → 01:00)', () => {
    inZone('America/Santiago', () => {
      expect(new Date(2024, 8, 8, 0, 30).getHours()).toBe(1);
      expect(formatUtcTime('2024-09-08T00:30:00Z')).toBe('00:30');
      expect(formatUtcDate('2024-09-08T00:30:00Z')).toBe('09/08/2024');
    });
  });

  it('keeps the readings on either side of the gap', () => {
    inZone('America/New_York', () => {
      expect(formatUtcTime('2025-03-09T01:59:00Z')).toBe('01:59');
      expect(formatUtcTime('2025-03-09T03:00:00Z')).toBe('03:00');
      // The autumn fold (01:00-02:00 happens twice there) is no trouble either.
      expect(formatUtcTime('2025-11-02T01:30:00Z')).toBe('01:30');
      expect(formatUtcDate('2025-11-02T01:30:00Z')).toBe('11/02/2025');
    });
  });

  it('gives the same readings in UTC itself', () => {
    inZone('UTC', () => {
      expect(formatUtcTime('2025-03-09T02:30:00Z')).toBe('02:30');
      expect(formatUtcDate('2024-12-31T23:59:00Z')).toBe('12/31/2024');
    });
  });
});
