import '../styles/locker-address.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { buildLockerAddress, oneLineAddress, type LockerOwner } from '../lib/locker-address.ts';
import { Icon } from './icons.tsx';

const FEEDBACK_MS = 2500;

type CopyState = 'idle' | 'copied' | 'failed';

type LockerCardProps = {
  /** The card's heading and its level in the page. */
  title: ReactNode;
  level: 2 | 3;
  children: ReactNode;
};

/** The card around the locker address: its heading and a reminder to use the locker code. */
export function LockerCard({ title, level, children }: LockerCardProps) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="card card--accent" aria-labelledby={titleId}>
      <Heading id={titleId} className="card__title">
        {title}
      </Heading>
      <p className="card__lead">
        <Trans>Use this address when you shop in the United States. Always include your locker code.</Trans>
      </p>
      {children}
    </section>
  );
}

/**
 * What the address needs of a warehouse (src/data/use-warehouses.ts loads them): its address
 * lines (the first is its title) and hours.
 */
export type WarehouseAddress = { address: string; schedule: string };

/**
 * The customer's US address: the warehouse's lines addressed to the customer and their locker,
 * the opening hours, and a button that copies it on one line (docs/product.md#locker-address).
 */
export function LockerAddress({ warehouse, owner }: { warehouse: WarehouseAddress; owner: LockerOwner }) {
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const address = buildLockerAddress(warehouse.address, owner);
  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(oneLineAddress(address));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
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
  );
}
