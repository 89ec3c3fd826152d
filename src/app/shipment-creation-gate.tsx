import { Navigate, Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { loadSiteApi } from '../api/lazy-api.ts';
import { useApi } from '../api/use-api.ts';
import { useResource } from '../data/use-resource.ts';
import { paths } from '../lib/paths.ts';
import { ErrorState } from '../ui/error-state.tsx';
import { Spinner } from '../ui/spinner.tsx';

/**
 * The consolidation flow's address exists while the company's switch is on (`shipmentCreation`,
 * docs/product.md#consolidation-requests); off, it leads to the shipments list, which shows the
 * maintenance notice. A route guard, so the flow's page only follows its machine.
 */
export function ShipmentCreationGate() {
  const { t } = useLingui();
  const site = useApi(loadSiteApi);
  const settings = useResource(async () => (await site()).appSettings());
  if (settings.status === 'loading') return <Spinner size="sm" label={t`Loading…`} />;
  if (settings.status === 'failed') return <ErrorState error={settings.error} onRetry={settings.retry} />;
  if (!settings.data.shipmentCreation) return <Navigate to={paths.myShipments} replace />;
  return <Outlet />;
}
