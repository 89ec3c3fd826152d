// The sailing and flight calendar: a weekly flight and a monthly sailing per country, always ahead of now.
import { DAY, HOUR } from './time.ts';

const AIR_DEPARTURES_AHEAD = 8;
const OCEAN_DEPARTURES_AHEAD = 4;

/** The upcoming air departures of the n-th country: its weekday (Mon–Fri by n), 14:00 UTC. */
export function airDepartures(now: Date, n: number, count = AIR_DEPARTURES_AHEAD): Date[] {
  const weekday = (n % 5) + 1;
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 14));
  while (first.getUTCDay() !== weekday || first.getTime() < now.getTime() + 12 * HOUR) {
    first.setTime(first.getTime() + DAY);
  }
  return Array.from({ length: count }, (_, i) => new Date(first.getTime() + i * 7 * DAY));
}

/** The upcoming ocean departures of the n-th country: a fixed day of each month, 12:00 UTC. */
export function oceanDepartures(now: Date, n: number, count = OCEAN_DEPARTURES_AHEAD): Date[] {
  const day = 4 + ((n * 3) % 22);
  const out: Date[] = [];
  for (let m = 0; out.length < count; m++) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m, day, 12));
    if (at.getTime() > now.getTime() + 3 * DAY) out.push(at);
  }
  return out;
}
