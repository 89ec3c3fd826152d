import { Trans } from '@lingui/react/macro';
import type { User } from '../../api/contract/auth.ts';
import { usePhoneFormat } from '../../ui/use-phone-format.ts';
import { DetailRow } from '../../ui/detail-row.tsx';

/** The customer's own data, as the session knows it (api/users/me). */
export function CustomerCard({ user }: { user: User }) {
  const formatPhone = usePhoneFormat();
  const client = user.client;
  if (!client) return null;
  return (
    <section className="card" aria-labelledby="customer-card-title">
      <h2 id="customer-card-title" className="card__title">
        <Trans>My details</Trans>
      </h2>
      <dl className="details">
        <DetailRow label={<Trans>Name</Trans>}>{client.name}</DetailRow>
        <DetailRow label={<Trans>Last name</Trans>}>{client.last_name}</DetailRow>
        <DetailRow label={<Trans>Email</Trans>} valueClassName="details__break">
          {user.email}
        </DetailRow>
        <DetailRow label={<Trans>Locker</Trans>}>
          <span className="badge badge--orange">{client.locker}</span>
        </DetailRow>
        <DetailRow label={<Trans>Phone</Trans>}>{formatPhone(client.phone)}</DetailRow>
        <DetailRow label={<Trans>Country</Trans>}>{client.country.name}</DetailRow>
      </dl>
    </section>
  );
}
