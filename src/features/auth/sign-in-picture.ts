import { SIGN_IN_PICTURE_META } from '../../api/contract/page.ts';

/** The demo's picture, which the build uses when VITE_SIGN_IN_PICTURE is not set. */
const DEMO_SIGN_IN_PICTURE = '/images/auth.svg';

/** The build's picture: the page as built carries it (scripts/prerender.ts). */
const BUILT_SIGN_IN_PICTURE = import.meta.env.VITE_SIGN_IN_PICTURE || DEMO_SIGN_IN_PICTURE;

/**
 * The sign-in page's side picture, as the page names it: the reference server fills in the
 * company's own, a static host serves the build's. Read from the page, not the settings call, so
 * the sign-in page fetches nothing before the customer acts
 * (docs/architecture.md#the-first-screen-on-any-host).
 */
export function signInPicture(): string {
  if (typeof document === 'undefined') return BUILT_SIGN_IN_PICTURE;
  return document.querySelector<HTMLMetaElement>(`meta[name="${SIGN_IN_PICTURE_META}"]`)?.content ?? BUILT_SIGN_IN_PICTURE;
}
