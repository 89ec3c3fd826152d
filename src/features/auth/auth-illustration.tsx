import { useSiteApi } from '../../api/lazy-api.ts';
import { useResource } from '../../ui/use-resource.ts';

/** The picture beside the sign-in form, from the app settings (web and mobile); decorative. */
export default function AuthIllustration() {
  const site = useSiteApi();
  const settings = useResource(async () => (await site()).appSettings());
  const web = settings.status === 'loaded' ? settings.data.authImageUrlWeb : '';
  const mobile = settings.status === 'loaded' ? settings.data.authImageUrlMobile : '';
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
