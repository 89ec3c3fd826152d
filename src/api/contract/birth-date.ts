import { MINIMUM_AGE_YEARS } from './limits.ts';

/**
 * The age rule of sign-up (docs/product.md#sign-up-data): the person is at least MINIMUM_AGE_YEARS old on
 * `today` (UTC). The portal checks it as the customer types; the server refuses the same dates.
 * `birthDate` is a calendar date, YYYY-MM-DD.
 */
export function isOldEnough(birthDate: string, today: Date): boolean {
  const [year, month, day] = birthDate.split('-').map(Number);
  const limit = latestAllowedBirthDate(today);
  return (year ?? 0) * 10_000 + (month ?? 0) * 100 + (day ?? 0) <= limit.year * 10_000 + limit.month * 100 + limit.day;
}

/** The last birth date that is old enough on `today` (a 29 February birthday counts on 1 March). */
export function latestAllowedBirthDate(today: Date): { year: number; month: number; day: number } {
  return { year: today.getUTCFullYear() - MINIMUM_AGE_YEARS, month: today.getUTCMonth() + 1, day: today.getUTCDate() };
}
