// <img> cannot send a bearer header, so media URLs carry their own proof: an HMAC of id and expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';

export type MediaSigner = {
  url(id: number): string;
  verify(id: number, exp: string | undefined, sig: string | undefined): boolean;
};

const HOUR = 3600;

export function createMediaSigner(secret: string, clock: Clock): MediaSigner {
  const sign = (id: number, exp: number) => createHmac('sha256', secret).update(`media:${id}:${exp}`).digest('base64url');
  return {
    url(id) {
      // Expiry rounded to the hour: one URL per hour, so browsers can cache the file; valid 1 to 2 hours.
      const exp = (Math.floor(clock.now().getTime() / 1000 / HOUR) + 2) * HOUR;
      return `/api/media/${id}?exp=${exp}&sig=${sign(id, exp)}`;
    },
    verify(id, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      if (expiry * 1000 <= clock.now().getTime()) return false;
      const expected = Buffer.from(sign(id, expiry));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Seconds until a verified URL expires; its cache lifetime. */
export const secondsLeft = (exp: string, now: Date) => Math.max(0, Number(exp) - Math.floor(now.getTime() / 1000));
