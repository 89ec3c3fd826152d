import { useLingui } from '@lingui/react';
import type { Warehouse } from '../api/contract/site.ts';
import { loadSiteApi } from '../api/lazy-api.ts';
import { useApi } from '../api/use-api.ts';
import type { Resource } from '../ui/loadable.ts';
import { useResource } from './use-resource.ts';

/**
 * The warehouses (api/warehouses; the first is the customer's), reloaded in a new language: the
 * schedule is translated. My account's card and sign-up's last step show the first with ui's
 * LockerAddress.
 */
export function useWarehouses(): Resource<Warehouse[]> {
  const { i18n } = useLingui();
  const site = useApi(loadSiteApi);
  return useResource(async () => (await site()).warehouses(), [i18n.locale]);
}
