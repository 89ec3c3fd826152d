import type { Deps } from '../foundation/deps.ts';
import { DAY_MS } from '../clock.ts';

/** Free storage, in days from the day a package was received, unless FREE_STORAGE_DAYS says otherwise (server/config.ts). */
export const FREE_STORAGE_DAYS = 30;

/** The days a package is stored free, as the company set them (docs/product.md#free-storage). */
export const freeStorageDaysOf = (deps: Deps): number => deps.freeStorageDays ?? FREE_STORAGE_DAYS;

/**
 * The last day a package is stored free: `days` after the day it was received
 * (docs/product.md#free-storage). Only a package in the warehouse counts them down; null otherwise.
 */
export function freeUntil(status: string, receivedOn: string, days: number): string | null {
  if (status !== 'IN_WAREHOUSE') return null;
  // Calendar days read as UTC midnights, so no zone's daylight saving moves the date.
  return new Date(Date.parse(`${receivedOn}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
