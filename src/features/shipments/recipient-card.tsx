import { Trans, useLingui } from '@lingui/react/macro';
import type { Recipient } from '../../api/contract/recipients.ts';
import { usePhoneFormat } from '../../ui/use-phone-format.ts';
import { DetailRow } from '../../ui/detail-row.tsx';
import { DetailsCard } from '../../ui/details-card.tsx';
import { localized } from './localized.ts';

/** Who receives the shipment: name, country, state, city (in the current language), phone, address. */
export function RecipientCard({ recipient }: { recipient: Recipient }) {
  const { t, i18n } = useLingui();
  const formatPhone = usePhoneFormat();
  const address = [recipient.address, recipient.address_2].filter(Boolean).join(', ');
  return (
    <DetailsCard id="shipment-recipient-title" title={<Trans>Recipient</Trans>}>
      <DetailRow label={t`Name`}>{recipient.display_name}</DetailRow>
      <DetailRow label={t`Country`}>{localized(recipient.country.name, i18n.locale)}</DetailRow>
      <DetailRow label={t`State`}>{localized(recipient.state.name, i18n.locale)}</DetailRow>
      <DetailRow label={t`City`}>{localized(recipient.city.name, i18n.locale)}</DetailRow>
      <DetailRow label={t`Phone`}>{formatPhone(recipient.phone)}</DetailRow>
      <DetailRow label={t`Address`} valueClassName="details__break">
        {address}
      </DetailRow>
    </DetailsCard>
  );
}
