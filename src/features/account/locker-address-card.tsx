import { Trans, useLingui } from '@lingui/react/macro';
import type { Client } from '../../api/contract/client.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { useLockerPhone } from '../../data/use-locker-phone.ts';
import { useWarehouses } from '../../data/use-warehouses.ts';
import { LockerAddress, LockerCard } from '../../ui/locker-address.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** The customer's US address (the warehouse, addressed to their locker), with its copy buttons. */
export function LockerAddressCard({ client }: { client: Client }) {
  const { t } = useLingui();
  const warehouses = useWarehouses();
  const phone = useLockerPhone();
  const warehouse = warehouses.status === 'loaded' ? warehouses.data[0] : undefined;

  return (
    <LockerCard level={2} title={<Trans>My address in the United States</Trans>}>
      {warehouses.status === 'loading' && <Spinner size="sm" label={t`Loading your address…`} />}
      {warehouses.status === 'failed' && <ErrorState error={warehouses.error} onRetry={warehouses.retry} inline />}
      {warehouses.status === 'loaded' && !warehouse && (
        <p>
          <Trans>The warehouse address is not available yet. Please contact support.</Trans>
        </p>
      )}
      {warehouse && <LockerAddress warehouse={warehouse} owner={client} phone={phone} />}
    </LockerCard>
  );
}
