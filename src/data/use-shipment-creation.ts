import { loadSiteApi } from '../api/lazy-api.ts';
import { useApi } from '../api/use-api.ts';
import { useResource } from './use-resource.ts';

/** Whether the company's switch for consolidation requests is on (docs/product.md#consolidation-requests); off until the settings load. */
export function useShipmentCreation(): boolean {
  const site = useApi(loadSiteApi);
  const settings = useResource(async () => (await site()).appSettings());
  return settings.status === 'loaded' && settings.data.shipmentCreation;
}
