import { Trans } from '@lingui/react/macro';
import type { User } from '../../api/contract/auth.ts';

/** The customer's own data, as the session knows it (api/users/me). */
export function CustomerCard({ user }: { user: User }) {
  const client = user.client;
  if (!client) return null;
  return (
    <section className="card" aria-labelledby="customer-card-title">
      <h2 id="customer-card-title" className="card__title">
        <Trans>My details</Trans>
      </h2>
      <dl className="details">
        <div className="details__row">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{client.name}</dd>
        </div>
        <div className="details__row">
          <dt>
            <Trans>Last name</Trans>
          </dt>
          <dd>{client.last_name}</dd>
        </div>
        <div className="details__row">
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd className="details__break">{user.email}</dd>
        </div>
        <div className="details__row">
          <dt>
            <Trans>Locker</Trans>
          </dt>
          <dd>
            <span className="badge badge--orange">{client.locker}</span>
          </dd>
        </div>
        <div className="details__row">
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>{client.phone}</dd>
        </div>
        <div className="details__row">
          <dt>
            <Trans>Country</Trans>
          </dt>
          <dd>{client.country.name}</dd>
        </div>
      </dl>
    </section>
  );
}
