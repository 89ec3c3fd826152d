import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadSiteApi } from '../../api/lazy-api.ts';
import { useApi } from '../../api/use-api.ts';
import { telHref } from '../../lib/tel-href.ts';
import { usePhoneFormat } from '../../ui/use-phone-format.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { SiteTerms } from '../../data/site-terms.tsx';
import { TermsModal } from '../../ui/forms/terms-modal.tsx';
import { Icon } from '../../ui/icons.tsx';
import { NewTabLink } from '../../ui/new-tab-link.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { literal } from '../../ui/literal.tsx';
import { useResource } from '../../data/use-resource.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import '../../styles/flows.css';
import '../../styles/sign-up.css';

/** /home/user-information/help: the FAQ, the support chat and the terms (docs/product.md#help). */
export function HelpTab() {
  const { i18n } = useLingui();
  const site = useApi(loadSiteApi);
  // The server answers in the request's language: load again when it changes.
  const content = useResource(async () => (await site()).siteContent(), [i18n.locale]);
  return (
    <div className="help">
      <section className="card" aria-labelledby="faq-title">
        <h2 id="faq-title" className="card__title">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <ResourceView resource={content}>{(data) => <FaqAccordion faq={data.faq} />}</ResourceView>
      </section>
      <SupportCard />
    </div>
  );
}

/** The support chat (the app settings' supportUrl, in a new tab), the support number, and the terms. */
function SupportCard() {
  const { t } = useLingui();
  const formatPhone = usePhoneFormat();
  const site = useApi(loadSiteApi);
  const settings = useResource(async () => (await site()).appSettings());
  const [termsOpen, setTermsOpen] = useState(false);
  const supportUrl = settings.status === 'loaded' ? settings.data.supportUrl.trim() : '';
  const phoneNumber = settings.status === 'loaded' ? settings.data.supportPhone.trim() : '';
  const phone = literal(formatPhone(phoneNumber));
  return (
    <section className="card" aria-labelledby="support-title">
      <h2 id="support-title" className="card__title">
        <Trans>Still need help?</Trans>
      </h2>
      <p className="card__lead">
        <Trans>Write to us on the messaging app: our support team will answer you there.</Trans>
      </p>
      {settings.status === 'loading' && <Spinner size="sm" label={t`Loading…`} />}
      {settings.status === 'failed' && <ErrorState error={settings.error} onRetry={settings.retry} inline />}
      {(supportUrl || phoneNumber) && (
        <div className="help-contact">
          {supportUrl && (
            <NewTabLink className="button button--primary" href={supportUrl}>
              <Icon name="chat" />
              <Trans>Chat with support</Trans>
            </NewTabLink>
          )}
          {phoneNumber && (
            <p className="help-contact__phone">
              <Trans>
                Support number: <a href={telHref(phoneNumber)}>{phone}</a>
              </Trans>
            </p>
          )}
        </div>
      )}
      <p>
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setTermsOpen(true)}>
          <Trans>Read the terms and conditions</Trans>
        </button>
      </p>
      <TermsModal open={termsOpen} onOpenChange={setTermsOpen}>
        <SiteTerms />
      </TermsModal>
    </section>
  );
}
