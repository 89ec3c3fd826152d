import { Trans, useLingui } from '@lingui/react/macro';
import { loadSiteApi } from '../../api/lazy-api.ts';
import { useApi } from '../../api/use-api.ts';
import { telHref } from '../../lib/tel-href.ts';
import { usePhoneFormat } from '../../ui/use-phone-format.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useResource } from '../../data/use-resource.ts';

/** The company's local agents in the customer's country (docs/product.md#my-account), from the site content. */
export function AgentsCard({ countryId }: { countryId: number }) {
  const { t, i18n } = useLingui();
  const formatPhone = usePhoneFormat();
  const site = useApi(loadSiteApi);
  const content = useResource(async () => (await site()).siteContent(), [i18n.locale]);
  const agents = content.status === 'loaded' ? content.data.agents.filter((agent) => agent.country_id === countryId) : [];
  return (
    <section id="agents" className="card" aria-labelledby="agents-title">
      <h2 id="agents-title" className="card__title">
        <Trans>Our agents</Trans>
      </h2>
      {content.status === 'loading' && <Spinner size="sm" label={t`Loading…`} />}
      {content.status === 'failed' && <ErrorState error={content.error} onRetry={content.retry} inline />}
      {content.status === 'loaded' && agents.length === 0 && (
        <p className="card__lead">
          <Trans>We have no agents in your country yet.</Trans>
        </p>
      )}
      {agents.length > 0 && (
        <ul className="compact-list">
          {agents.map((agent) => (
            <li key={agent.id} className="compact-list__item">
              <strong>{agent.name}</strong>
              <span className="compact-list__meta">
                {agent.city} · {agent.address}
              </span>
              <a href={telHref(agent.phone)}>{formatPhone(agent.phone)}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
