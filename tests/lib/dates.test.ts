import { afterAll, describe, expect, it } from 'vitest';
import { format } from 'date-fns/format';
import { es } from 'date-fns/locale/es';
import { enUS } from 'date-fns/locale/en-US';
import { dayFirst, formatCalendarDate, formatInstant, formatInstantDate, formatInstantTime } from '../../src/lib/dates.ts';

// Dates in the customer's language and instants in the customer's own zone
// (docs/product.md#dates-and-times). The formatters read the zone as the browser gives it, the
// process's here: Node applies a new process.env.TZ at once. The zone is given back afterwards, as
// the files after this one may run in the same process.
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

describe('the language writes the date', () => {
  it('day-first in Spanish, month-first in English', () => {
    expect(formatCalendarDate('es', '2026-11-27')).toBe('27/11/2026');
    expect(formatCalendarDate('en', '2026-11-27')).toBe('11/27/2026');
    expect(formatCalendarDate('es', '2026-05-12')).toBe('12/05/2026');
    expect(formatCalendarDate('en', '2026-05-12')).toBe('05/12/2026');
    expect(dayFirst('es')).toBe(true);
    expect(dayFirst('en')).toBe(false);
  });

  it('falls back to Spanish, the default language, for any other', () => {
    expect(formatCalendarDate('fr', '2026-11-27')).toBe('27/11/2026');
    expect(dayFirst('')).toBe(true);
  });

  it('as date-fns’ own es and enUS locales write their short date and time (P, p)', () => {
    inZone('America/Caracas', () => {
      for (const instant of ['2026-11-30T14:00:00Z', '2025-01-05T03:07:00Z', '2024-02-29T23:59:00Z', '2026-07-01T16:30:00Z']) {
        const date = new Date(instant);
        expect(formatInstantDate('es', instant), instant).toBe(format(date, 'P', { locale: es }));
        expect(formatInstantTime('es', instant), instant).toBe(format(date, 'p', { locale: es }));
        expect(formatInstantDate('en', instant), instant).toBe(format(date, 'P', { locale: enUS }));
        expect(formatInstantTime('en', instant), instant).toBe(format(date, 'p', { locale: enUS }));
        expect(formatInstant('es', instant), instant).toBe(format(date, 'Pp', { locale: es }));
        expect(formatInstant('en', instant), instant).toBe(format(date, 'Pp', { locale: enUS }));
      }
    });
  });
});

describe('an instant shows in the customer’s zone, never as UTC', () => {
  it('a departure at 14:00 UTC leaves Caracas at 10:00', () => {
    inZone('America/Caracas', () => {
      expect(formatInstantDate('es', '2026-11-30T14:00:00Z')).toBe('30/11/2026');
      expect(formatInstantTime('es', '2026-11-30T14:00:00Z')).toBe('10:00');
      expect(formatInstantDate('en', '2026-11-30T14:00:00Z')).toBe('11/30/2026');
      expect(formatInstantTime('en', '2026-11-30T14:00:00Z')).toBe('10:00 AM');
      expect(formatInstantTime('en', new Date(Date.UTC(2026, 10, 30, 18, 5)))).toBe('2:05 PM');
      expect(formatInstant('es', '2026-11-30T14:00:00Z')).not.toContain('UTC');
    });
  });

  it('moves to the zone’s own day near midnight', () => {
    inZone('America/Bogota', () => {
      expect(formatInstant('es', '2026-12-01T03:30:00Z')).toBe('30/11/2026, 22:30');
      expect(formatInstant('en', '2026-12-01T03:30:00Z')).toBe('11/30/2026, 10:30 PM');
    });
    inZone('Asia/Tokyo', () => {
      expect(formatInstant('es', '2026-11-30T20:00:00+00:00')).toBe('01/12/2026, 05:00');
    });
  });

  it('New York, spring forward on 9 March 2025: 01:59 EST is followed by 03:00 EDT', () => {
    inZone('America/New_York', () => {
      expect(formatInstant('es', '2025-03-09T06:59:00Z')).toBe('09/03/2025, 01:59');
      expect(formatInstant('es', '2025-03-09T07:00:00Z')).toBe('09/03/2025, 03:00');
      expect(formatInstant('en', '2025-03-09T06:59:00Z')).toBe('03/09/2025, 1:59 AM');
      expect(formatInstant('en', '2025-03-09T07:00:00Z')).toBe('03/09/2025, 3:00 AM');
    });
  });

  it('New York, fall back on 2 November 2025: 01:30 happens twice, an hour apart', () => {
    inZone('America/New_York', () => {
      expect(formatInstantTime('es', '2025-11-02T05:30:00Z')).toBe('01:30');
      expect(formatInstantTime('es', '2025-11-02T06:30:00Z')).toBe('01:30');
      expect(formatInstant('en', '2025-11-02T07:30:00Z')).toBe('11/02/2025, 2:30 AM');
      // After the change the zone is 5 hours behind: 03:30 UTC on the 3rd is still the 2nd.
      expect(formatInstant('es', '2025-11-03T03:30:00Z')).toBe('02/11/2025, 22:30');
    });
  });
});

describe('a calendar date never shifts with the zone', () => {
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Caracas', 'America/New_York', 'UTC'])('in %s', (timeZone) => {
    inZone(timeZone, () => {
      expect(formatCalendarDate('es', '1995-12-31')).toBe('31/12/1995');
      expect(formatCalendarDate('en', '2026-01-01')).toBe('01/01/2026');
      // A time part the server might add is not read.
      expect(formatCalendarDate('es', '2026-03-01T00:00:00.000Z')).toBe('01/03/2026');
    });
  });

  it('even on a night whose midnight does not exist (Santiago, 8 September 2024)', () => {
    inZone('America/Santiago', () => {
      expect(new Date(2024, 8, 8, 0, 30).getHours()).toBe(1);
      expect(formatCalendarDate('es', '2024-09-08')).toBe('08/09/2024');
      expect(formatCalendarDate('en', '2024-09-08')).toBe('09/08/2024');
    });
  });
});
