// Every reading of "now" goes through a Clock, so the dev clock route and the tests can move time.
/** Lengths of time in milliseconds, for dates moved by the clock. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export type Clock = {
  now(): Date;
  advance(minutes: number): Date;
};

export function createClock(start?: Date): Clock {
  let offsetMs = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(minutes) {
      offsetMs += minutes * MINUTE_MS;
      return new Date(Date.now() + offsetMs);
    },
  };
}
