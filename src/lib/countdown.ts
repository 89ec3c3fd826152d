// The function's own module, not the package's index: the build groups chunks by the modules a
// flow reaches, and the index reaches all of date-fns (see vite.config.ts).
import { differenceInMinutes } from 'date-fns/differenceInMinutes';

export type Countdown = { days: number; hours: number; minutes: number; past: boolean };

/** Whole days, hours and minutes from `now` until `target`; zeros (and `past`) once it is reached. */
export function countdown(target: Date | string, now: Date): Countdown {
  const end = typeof target === 'string' ? new Date(target) : target;
  const totalMinutes = differenceInMinutes(end, now);
  if (!(totalMinutes > 0)) return { days: 0, hours: 0, minutes: 0, past: true };
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor((totalMinutes % (24 * 60)) / 60),
    minutes: totalMinutes % 60,
    past: false,
  };
}
