import { useLingui } from '@lingui/react';
import { loadSiteApi } from '../api/lazy-api.ts';
import { useApi } from '../api/use-api.ts';
import { TermsText } from '../ui/forms/terms-modal.tsx';
import { useResource } from './use-resource.ts';

/**
 * The terms and conditions of the site content, in the current language, for ui's TermsModal:
 * `<TermsModal …><SiteTerms /></TermsModal>`. The modal mounts its body only while it is open,
 * so the terms are asked for when the customer opens them (sign-up's terms box, help).
 */
export function SiteTerms() {
  const { i18n } = useLingui();
  const site = useApi(loadSiteApi);
  const content = useResource(async () => (await site()).siteContent(), [i18n.locale]);
  return <TermsText content={content} />;
}
