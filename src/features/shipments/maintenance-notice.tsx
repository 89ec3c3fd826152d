import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadSiteApi } from '../../api/lazy-api.ts';
import { useApi } from '../../api/use-api.ts';
import { Modal } from '../../ui/modal.tsx';
import { useResource } from '../../data/use-resource.ts';
import { NewTabLink } from '../../ui/new-tab-link.tsx';

const NOTICE_IMAGE = '/images/shipments-maintenance.svg';
const FALLBACK_IMAGE = '/images/empty-package.svg';

/**
 * Shipment creation is behind this notice (docs/product.md#shipment-creation-notice): the message, a link to the
 * support chat (the app settings' supportUrl), a close button, and an image that falls back to the
 * empty-package picture if it does not load.
 */
export function MaintenanceNotice({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const site = useApi(loadSiteApi);
  const settings = useResource(async () => (await site()).appSettings());
  const supportUrl = settings.status === 'loaded' ? settings.data.supportUrl.trim() : '';
  return (
    <Modal
      dialogId="shipment-maintenance"
      open={open}
      onOpenChange={onOpenChange}
      title={t`Shipment creation is being upgraded`}
      description={t`We are improving how you create shipments. Meanwhile, contact our support team through the messaging app and we will create it for you.`}
      footer={
        <>
          {supportUrl && (
            <NewTabLink className="button button--primary" href={supportUrl}>
              <Trans>Chat with support</Trans>
            </NewTabLink>
          )}
          <button type="button" className="button button--secondary" onClick={() => onOpenChange(false)}>
            <Trans>Close</Trans>
          </button>
        </>
      }
    >
      <NoticeImage />
    </Modal>
  );
}

function NoticeImage() {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="maintenance-notice__image"
      src={failed ? FALLBACK_IMAGE : NOTICE_IMAGE}
      alt={failed ? t`An empty package` : t`Shipment creation under maintenance`}
      width={240}
      height={200}
      onError={() => setFailed(true)}
    />
  );
}
