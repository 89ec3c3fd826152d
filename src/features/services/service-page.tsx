import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { loadSiteApi } from '../../api/lazy-api.ts';
import { useApi } from '../../api/use-api.ts';
import type { AppSettings } from '../../api/contract/site.ts';
import { paths } from '../../lib/paths.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { NewTabLink } from '../../ui/new-tab-link.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useResource } from '../../data/use-resource.ts';

type ServicePageProps = {
  title: string;
  lead: ReactNode;
  icon: IconName;
  /** The app setting with the company's own page of the service. */
  setting: 'moreServicesUrl';
  action: ReactNode;
};

/**
 * A page of the portal for a service the company runs on its own site (docs/product.md#signed-in-pages: the sidebar
 * opens routes, not external sites): what it is, and the company's page in a new tab; when the
 * company has none configured, the way to support instead.
 */
export function ServicePage({ title, lead, icon, setting, action }: ServicePageProps) {
  useDocumentTitle(title);
  const site = useApi(loadSiteApi);
  const settings = useResource(async () => (await site()).appSettings());
  return (
    <div className="page">
      <PageHeader title={title} lead={lead} />
      <section className="card service-card">
        <Icon name={icon} className="service-card__icon" />
        <ResourceView resource={settings}>{(data: AppSettings) => <ServiceLink href={data[setting].trim()} action={action} />}</ResourceView>
      </section>
    </div>
  );
}

function ServiceLink({ href, action }: { href: string; action: ReactNode }) {
  if (href) {
    return (
      <NewTabLink className="button button--primary" href={href}>
        {action}
      </NewTabLink>
    );
  }
  return (
    <p className="card__lead">
      <Trans>
        This service is not online yet. <Link to={paths.help}>Write to our support team</Link> and they will help you.
      </Trans>
    </p>
  );
}

/** /home/more-services: the company's other services, on its own site. */
export function MoreServicesPage() {
  const { t } = useLingui();
  return (
    <ServicePage
      title={t`More services`}
      lead={<Trans>Besides your locker, the company offers other services on its website.</Trans>}
      icon="services"
      setting="moreServicesUrl"
      action={<Trans>See our services</Trans>}
    />
  );
}
