import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Client } from '../../api/contract/client.ts';
import { useSiteApi } from '../../api/lazy-api.ts';
import { buildLockerAddress, oneLineAddress } from '../../lib/locker-address.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useResource } from '../../ui/use-resource.ts';

const FEEDBACK_MS = 2500;

type CopyState = 'idle' | 'copied' | 'failed';

/** The customer's US address (the warehouse, addressed to their locker), with a copy button. */
export function LockerAddressCard({ client }: { client: Client }) {
  const { t, i18n } = useLingui();
  const site = useSiteApi();
  // The schedule comes in the request's language: reload when the language changes.
  const warehouses = useResource(async () => (await site()).warehouses(), [i18n.locale]);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const warehouse = warehouses.status === 'loaded' ? warehouses.data[0] : undefined;
  const address = warehouse ? buildLockerAddress(warehouse.address, client) : undefined;

  const copyAddress = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(oneLineAddress(address));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className="card card--accent" aria-labelledby="locker-card-title">
      <h2 id="locker-card-title" className="card__title">
        <Trans>My address in the United States</Trans>
      </h2>
      <p className="card__lead">
        <Trans>Use this address when you shop in the United States. Always include your locker code.</Trans>
      </p>
      {warehouses.status === 'loading' && <Spinner size="sm" label={t`Loading your address…`} />}
      {warehouses.status === 'failed' && <ErrorState error={warehouses.error} onRetry={warehouses.retry} inline />}
      {warehouses.status === 'loaded' && !address && (
        <p>
          <Trans>The warehouse address is not available yet. Please contact support.</Trans>
        </p>
      )}
      {warehouse && address && (
        <>
          <h3 className="locker-address__title">{address.title}</h3>
          <address className="locker-address">
            {address.lines.map((line, index) => (
              <span key={index} className={index === 0 ? 'locker-address__addressee' : undefined}>
                {line}
              </span>
            ))}
          </address>
          {warehouse.schedule && (
            <p className="locker-address__schedule">
              <Icon name="clock" size={16} />
              <span>
                <Trans>Opening hours:</Trans> {warehouse.schedule}
              </span>
            </p>
          )}
          <div className="locker-address__actions">
            <button type="button" className="button button--primary" onClick={() => void copyAddress()}>
              <Icon name={copy === 'copied' ? 'check' : 'copy'} size={18} />
              <Trans>Copy address</Trans>
            </button>
            <span className="locker-address__feedback" role="status">
              {copy === 'copied' && <Trans>Text copied</Trans>}
              {copy === 'failed' && <Trans>The address could not be copied. Please select it and copy it by hand.</Trans>}
            </span>
          </div>
        </>
      )}
    </section>
  );
}
