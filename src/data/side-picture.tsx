import { loadSiteApi } from '../api/lazy-api.ts';
import { useApi } from '../api/use-api.ts';
import { SidePicture } from '../ui/side-picture.tsx';
import { useResource } from './use-resource.ts';

/**
 * The decorative picture beside a public page's card, from the app settings: sign-in's (`auth`)
 * or sign-up's. Loaded lazily by both pages (default export), after their form; ui's SidePicture
 * draws it.
 */
export default function SiteSidePicture({ of }: { of: 'auth' | 'signUp' }) {
  const site = useApi(loadSiteApi);
  const settings = useResource(async () => (await site()).appSettings());
  const loaded = settings.status === 'loaded';
  return <SidePicture web={loaded ? settings.data[`${of}ImageUrlWeb`] : ''} mobile={loaded ? settings.data[`${of}ImageUrlMobile`] : ''} />;
}
