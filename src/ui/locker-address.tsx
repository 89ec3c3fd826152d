import '../styles/locker-address.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { allLines, buildLockerAddress, type LockerLineKey, type LockerOwner } from '../lib/locker-address.ts';
import { Icon } from './icons.tsx';
import { usePhoneFormat } from './use-phone-format.ts';

const FEEDBACK_MS = 2500;

/** What each line is, as stores' forms name their fields, and its copy button's name for screen readers. */
const LINE_TEXTS: Record<LockerLineKey, { label: MessageDescriptor; copy: MessageDescriptor }> = {
  name: { label: msg`Full name`, copy: msg`Copy the name` },
  line1: { label: msg`Address line 1`, copy: msg`Copy line 1` },
  line2: { label: msg`Address line 2 (your locker)`, copy: msg`Copy line 2` },
  cityStateZip: { label: msg`City, state and ZIP code`, copy: msg`Copy city, state and ZIP code` },
  country: { label: msg`Country`, copy: msg`Copy the country` },
  phone: { label: msg`Phone`, copy: msg`Copy the phone` },
};

/** Which copy button was used last ('all': copy all), and how it went. */
type CopyState = { what: LockerLineKey | 'all'; done: boolean } | null;

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

type LockerAddressProps = {
  warehouse: WarehouseAddress;
  owner: LockerOwner;
  /** The warehouse's US phone (client-app-settings' lockerPhone, stored in E.164); empty: no phone line. */
  phone: string;
};

/**
 * The customer's US address as stores' forms ask for it (docs/product.md#locker-address): a line
 * per field, each with its copy button, "copy all", and the opening hours.
 */
export function LockerAddress({ warehouse, owner, phone }: LockerAddressProps) {
  const { t, i18n } = useLingui();
  const formatPhone = usePhoneFormat();
  const [copy, setCopy] = useState<CopyState>(null);

  useEffect(() => {
    if (!copy) return;
    const timer = setTimeout(() => setCopy(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const address = buildLockerAddress(warehouse.address, owner, phone && formatPhone(phone));
  const copyText = async (what: LockerLineKey | 'all', text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy({ what, done: true });
    } catch {
      setCopy({ what, done: false });
    }
  };
  const iconOf = (what: LockerLineKey | 'all') => (copy?.what === what && copy.done ? 'check' : 'copy');

  return (
    <>
      <h3 className="locker-address__title">{address.title}</h3>
      <address className="locker-address">
        <dl className="locker-address__lines">
          {address.lines.map(({ key, value }) => {
            const copyLabel = i18n._(LINE_TEXTS[key].copy);
            return (
              <div key={key} className="locker-address__line">
                <dt className="locker-address__label">{i18n._(LINE_TEXTS[key].label)}</dt>
                <dd className="locker-address__value">
                  {/* The locker code is never split: a store that gets "CAS-" alone loses the package's owner. */}
                  <span className={key === 'line2' ? 'locker-address__text locker-address__code' : 'locker-address__text'}>{value}</span>
                  <button
                    type="button"
                    className="icon-button locker-address__copy"
                    aria-label={copyLabel}
                    title={copyLabel}
                    onClick={() => void copyText(key, value)}
                  >
                    <Icon name={iconOf(key)} size={18} />
                  </button>
                </dd>
              </div>
            );
          })}
        </dl>
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
        <button type="button" className="button button--primary" onClick={() => void copyText('all', allLines(address))}>
          <Icon name={iconOf('all')} size={18} />
          <Trans>Copy all</Trans>
        </button>
        <span className="locker-address__feedback" role="status">
          {copy?.done === true && t`Copied`}
          {copy?.done === false && <Trans>The address could not be copied. Please select it and copy it by hand.</Trans>}
        </span>
      </div>
    </>
  );
}
