// <img> cannot send a bearer header, so media URLs carry their own proof: an HMAC of id and expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';

export type MediaSigner = {
  url(id: number): string;
  verify(id: number, exp: string | undefined, sig: string | undefined): boolean;
};

/** A media link works this long after it is handed out, for whoever holds it (docs/product.md#uploaded-files-on-the-server). */
export const MEDIA_LINK_SECONDS = 15 * 60;
/** Links are issued on whole minutes: a list read twice in a minute gives the same URLs, so browsers reuse the file. */
const ISSUE_STEP_SECONDS = 60;

/** Links kept for the current minute (a list signs the same files on every read), at most this many. */
const ISSUED_LINKS_KEPT = 10_000;

export function createMediaSigner(secret: string, clock: Clock): MediaSigner {
  const sign = (id: number, exp: number) => createHmac('sha256', secret).update(`media:${id}:${exp}`).digest('base64url');
  let issued = { exp: 0, links: new Map<number, string>() };
  return {
    url(id) {
      // Counted from the start of the minute, so a link never outlives MEDIA_LINK_SECONDS (14 to 15 minutes).
      const exp = Math.floor(clock.now().getTime() / 1000 / ISSUE_STEP_SECONDS) * ISSUE_STEP_SECONDS + MEDIA_LINK_SECONDS;
      if (issued.exp !== exp || issued.links.size >= ISSUED_LINKS_KEPT) issued = { exp, links: new Map() };
      let link = issued.links.get(id);
      if (link === undefined) {
        link = `/api/media/${id}?exp=${exp}&sig=${sign(id, exp)}`;
        issued.links.set(id, link);
      }
      return link;
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
