import { useLingui } from '@lingui/react/macro';
import { loadSiteApi } from '../../api/lazy-api.ts';
import { useApi } from '../../api/use-api.ts';
import { useResource } from '../../data/use-resource.ts';

/** The dashboard's picture from the app settings; decorative, so nothing shows if it fails. */
export function DashboardImage() {
  const { t } = useLingui();
  const site = useApi(loadSiteApi);
  const settings = useResource(async () => (await site()).appSettings());
  if (settings.status !== 'loaded' || !settings.data.dashboardImageUrlWeb) return null;
  return <img className="dashboard-image" src={settings.data.dashboardImageUrlWeb} alt={t`Casillero: your purchases in the United States, delivered home`} loading="lazy" />;
}
