import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '../../api/use-api.ts';
import { recipientsApi } from '../../api/recipients.ts';
import { useCurrentUser } from '../../lib/session-context.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { useLockerPhone } from '../../data/use-locker-phone.ts';
import { useWarehouses } from '../../data/use-warehouses.ts';
import { LockerAddress, LockerCard, type WarehouseAddress } from '../../ui/locker-address.tsx';
import { RecipientList } from '../../forms/recipient-list.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useResource } from '../../data/use-resource.ts';
import { useSignUp } from './sign-up-actor.ts';

/**
 * The warehouse as the reference server seeds it (server/seed/data/warehouse.ts): shown at once,
 * then replaced by api/warehouses' first entry (docs/product.md#locker-address). Its first line is the title.
 */
const INITIAL_WAREHOUSE_ADDRESS = ['Casillero Miami', '8200 NW 41st St, Suite 100', 'Doral, FL 33166', 'United States'].join('\n');
const INITIAL_WAREHOUSE_SCHEDULE = msg`Monday to Friday, 9:00 am to 5:00 pm`;

/** The shipment step: the customer's US locker address and their recipients. */
export function ShipmentsStep() {
  const { t } = useLingui();
  useDocumentTitle(t`Shipment`);
  const actor = useSignUp();
  return (
    <>
      <h2 className="wizard__title" data-focus-on-arrival>
        <Trans>Your shipping details</Trans>
      </h2>
      <p className="wizard__lead">
        <Trans>Shop in the United States with this address, and tell us who receives your shipments.</Trans>
      </p>
      <LockerAddressSection />
      <RecipientsSection onAdd={() => actor.send({ type: 'ADD_RECIPIENT' })} />
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'FINISH' })}>
          <Trans>Continue</Trans>
        </button>
      </div>
    </>
  );
}

function LockerAddressSection() {
  const { i18n } = useLingui();
  const client = useCurrentUser()?.client;
  const warehouses = useWarehouses();
  const phone = useLockerPhone();
  // Until the server answers (or if it cannot), the address known beforehand.
  const warehouse: WarehouseAddress = (warehouses.status === 'loaded' && warehouses.data[0]) || {
    address: INITIAL_WAREHOUSE_ADDRESS,
    schedule: i18n._(INITIAL_WAREHOUSE_SCHEDULE),
  };
  const owner = { name: client?.name ?? '', last_name: client?.last_name ?? '', locker: client?.locker ?? '' };
  return (
    <LockerCard level={3} title={<Trans>Your address in the United States</Trans>}>
      <LockerAddress warehouse={warehouse} owner={owner} phone={phone} />
    </LockerCard>
  );
}

function RecipientsSection({ onAdd }: { onAdd: () => void }) {
  const { t } = useLingui();
  const api = useApi(recipientsApi);
  const recipients = useResource(() => api.list());
  return (
    <section className="card" aria-labelledby="sign-up-recipients-title">
      <div className="card__header">
        <h3 id="sign-up-recipients-title" className="card__title">
          <Trans>Recipients</Trans>
        </h3>
        <button type="button" className="button button--secondary button--small" onClick={onAdd}>
          <Trans>Add recipient</Trans>
        </button>
      </div>
      {recipients.status === 'loading' && <Spinner size="sm" label={t`Loading your recipients…`} />}
      {recipients.status === 'failed' && <ErrorState error={recipients.error} onRetry={recipients.retry} inline />}
      {recipients.status === 'loaded' &&
        (recipients.data.length > 0 ? (
          <RecipientList recipients={recipients.data} />
        ) : (
          <p className="empty-note">
            <Trans>You have no recipients yet. Add the people who will receive your shipments; you can also do it later.</Trans>
          </p>
        ))}
    </section>
  );
}
