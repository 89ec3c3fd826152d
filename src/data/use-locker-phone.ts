import { loadSiteApi } from '../api/lazy-api.ts';
import { useApi } from '../api/use-api.ts';
import { useResource } from './use-resource.ts';

/**
 * The warehouse's US phone of the locker address (client-app-settings' lockerPhone,
 * docs/product.md#locker-address): empty until the settings arrive, if they cannot, and when the
 * company has none; the address then has no phone line.
 */
export function useLockerPhone(): string {
  const site = useApi(loadSiteApi);
  const settings = useResource(async () => (await site()).appSettings());
  return settings.status === 'loaded' ? settings.data.lockerPhone.trim() : '';
}
