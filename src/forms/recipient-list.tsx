import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Localized } from '../api/contract/envelope.ts';
import type { Recipient } from '../api/contract/recipients.ts';
import { usePhoneFormat } from '../ui/use-phone-format.ts';
import { Icon } from '../ui/icons.tsx';

/** A name the server keeps in each language, in the current one (Spanish otherwise). */
export const localized = (name: Localized, locale: string): string => (locale === 'en' ? name.en : name.es);

type RecipientListProps = {
  recipients: readonly Recipient[];
  /** What each recipient offers besides its details (the profile's delete button). */
  actions?: (recipient: Recipient) => ReactNode;
};

/** The customer's recipients: name, city and country (in the current language), phone. */
export function RecipientList({ recipients, actions }: RecipientListProps) {
  const { i18n } = useLingui();
  const formatPhone = usePhoneFormat();
  return (
    <ul className="recipient-list">
      {recipients.map((recipient) => {
        const phone = formatPhone(recipient.phone);
        return (
          <li key={recipient.id} className="recipient-list__item">
            <p className="recipient-list__name">{recipient.display_name}</p>
            <p className="recipient-list__detail">
              <Icon name="location" size={16} />
              <span>
                {localized(recipient.city.name, i18n.locale)}, {localized(recipient.country.name, i18n.locale)}
              </span>
            </p>
            <p className="recipient-list__detail">
              <Trans>Phone: {phone}</Trans>
            </p>
            {actions && <div className="recipient-list__actions">{actions(recipient)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
