import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteApi } from '../../api/lazy-api.ts';
import { ErrorState } from '../error-state.tsx';
import { Modal } from '../modal.tsx';
import { SafeHtmlOnDemand, usePreloadSafeHtml } from '../safe-html-on-demand.tsx';
import { Spinner } from '../spinner.tsx';
import { useResource } from '../use-resource.ts';

type TermsModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The terms and conditions (site content, sanitized HTML); closes on a click outside, Escape or its buttons. */
export function TermsModal({ open, onOpenChange }: TermsModalProps) {
  const { t } = useLingui();
  usePreloadSafeHtml();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Terms and conditions`}
      footer={
        <button type="button" className="button button--primary" onClick={() => onOpenChange(false)}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <TermsText />
    </Modal>
  );
}

/** Loaded when the modal opens (the body is mounted only while it is open), in the current language. */
function TermsText() {
  const { t, i18n } = useLingui();
  const site = useSiteApi();
  const content = useResource(async () => (await site()).siteContent(), [i18n.locale]);
  if (content.status === 'loading') return <Spinner size="sm" label={t`Loading the terms…`} />;
  if (content.status === 'failed') return <ErrorState error={content.error} onRetry={content.retry} />;
  return <SafeHtmlOnDemand html={content.data.termsAndConditions} />;
}
