// Every reading of "now" goes through a Clock, so the dev clock route and the tests can move time.
export type Clock = {
  now(): Date;
  advance(minutes: number): Date;
};

export function createClock(start?: Date): Clock {
  let offsetMs = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(minutes) {
      offsetMs += minutes * 60_000;
      return new Date(Date.now() + offsetMs);
    },
  };
}
