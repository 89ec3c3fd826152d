import { useSiteApi } from '../api/lazy-api.ts';
import { useResource } from './use-resource.ts';

/**
 * The decorative picture beside a public page's card, from the app settings: sign-in's (`auth`)
 * or sign-up's, the web one and the mobile one. Its box is there before the picture arrives, so
 * nothing moves when it does; the page's stylesheet hides it where the card needs the width.
 * Loaded lazily by both pages (default export), after their form.
 */
export default function SidePicture({ of }: { of: 'auth' | 'signUp' }) {
  const site = useSiteApi();
  const settings = useResource(async () => (await site()).appSettings());
  const web = settings.status === 'loaded' ? settings.data[`${of}ImageUrlWeb`] : '';
  const mobile = settings.status === 'loaded' ? settings.data[`${of}ImageUrlMobile`] : '';
  return (
    <div className="auth-page__art" aria-hidden="true">
      {web && (
        <picture>
          {mobile && <source media="(max-width: 767px)" srcSet={mobile} />}
          <img src={web} alt="" width="480" height="640" />
        </picture>
      )}
    </div>
  );
}
