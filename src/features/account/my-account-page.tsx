import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '../../lib/session-context.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AgentsCard } from './agents-card.tsx';
import { MY_ACCOUNT_ELEMENT } from './my-account-element.ts';
import { CustomerCard } from './customer-card.tsx';
import { DashboardImage } from './dashboard-image.tsx';
import { LatestShipmentsCard } from './latest-shipments-card.tsx';
import { LockerAddressCard } from './locker-address-card.tsx';
import { RecentPackagesCard } from './recent-packages-card.tsx';

/** /home/my-account: the customer's data, US locker address, first packages, agents, and the dashboard image. */
export function MyAccountPage() {
  const { t } = useLingui();
  useDocumentTitle(t`My account`);
  // The session keeps it current (it fetches it again when the language changes).
  const user = useCurrentUser();

  if (!user?.client) return null; // the route guard sends a user without a client elsewhere
  const name = user.client.name;
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">
          <Trans>My account</Trans>
        </h1>
        {/* Element Timing names its first paint: the bench's return-visit figure (docs/performance.md#goals-and-todays-ratios). */}
        <p className="page__lead" {...{ elementtiming: MY_ACCOUNT_ELEMENT }}>
          <Trans>Hello, {name}. Here is everything you need to receive your purchases.</Trans>
        </p>
      </header>
      <div className="page__grid">
        <CustomerCard user={user} />
        <LockerAddressCard client={user.client} />
        <RecentPackagesCard />
        <LatestShipmentsCard />
        <AgentsCard countryId={user.client.country.id} />
      </div>
      <DashboardImage />
    </div>
  );
}
