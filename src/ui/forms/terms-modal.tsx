import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '../error-state.tsx';
import { Modal } from '../modal.tsx';
import { SafeHtmlOnDemand, usePreloadSafeHtml } from '../safe-html-on-demand.tsx';
import { Spinner } from '../spinner.tsx';
import type { Resource } from '../loadable.ts';

type TermsModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The terms: src/data/site-terms.tsx's SiteTerms. Mounted only while the modal is open. */
  children: ReactNode;
};

/** The terms and conditions dialog; closes on a click outside, Escape or its buttons. */
export function TermsModal({ open, onOpenChange, children }: TermsModalProps) {
  const { t } = useLingui();
  usePreloadSafeHtml();
  return (
    <Modal
      dialogId="terms"
      open={open}
      onOpenChange={onOpenChange}
      title={t`Terms and conditions`}
      footer={
        <button type="button" className="button button--primary" onClick={() => onOpenChange(false)}>
          <Trans>Close</Trans>
        </button>
      }
    >
      {children}
    </Modal>
  );
}

/** The terms (sanitized HTML) as they load: a spinner, the error with a retry, or the text. */
export function TermsText({ content }: { content: Resource<{ termsAndConditions: string }> }) {
  const { t } = useLingui();
  if (content.status === 'loading') return <Spinner size="sm" label={t`Loading the terms…`} />;
  if (content.status === 'failed') return <ErrorState error={content.error} onRetry={content.retry} />;
  return <SafeHtmlOnDemand html={content.data.termsAndConditions} />;
}
