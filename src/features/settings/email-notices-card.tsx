import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isSaving, shownSwitch, type EmailSwitches } from '../../../machines/notice-settings.ts';
import { NOTICE_KINDS, STORAGE_ENDING_NOTICE_DAYS, type NoticeKind } from '../../api/contract/notices.ts';
import { noticeSettingsApi } from '../../api/notice-settings.ts';
import { useApi } from '../../api/use-api.ts';
import { useResource } from '../../data/use-resource.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { useWriteBlocked } from '../../ui/connection-context.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { provideNoticeSettings } from './notice-settings-implementations.ts';
import '../../styles/notice-settings.css';

/** Each kind of notice as its switch names it. */
const KIND_LABELS: Record<NoticeKind, MessageDescriptor> = {
  PACKAGE_RECEIVED: msg`A package received`,
  SHIPMENT_STATUS: msg`A shipment’s status changed`,
  INVOICE_ISSUED: msg`An invoice issued`,
  INVOICE_VOID: msg`An invoice voided`,
  PAYMENT_APPROVED: msg`A payment approved`,
  PAYMENT_REJECTED: msg`A payment rejected`,
  STORAGE_ENDING: msg`Free storage ending in ${STORAGE_ENDING_NOTICE_DAYS} days`,
};

/**
 * The Settings page's "Avisos por e-mail" (docs/product.md#notices): a switch per kind, loaded
 * from GET api/notice-settings, each change saved at once by the noticeSettings flow.
 */
export function EmailNoticesCard() {
  const { t } = useLingui();
  const api = useApi(noticeSettingsApi);
  const settings = useResource(() => api.get());
  return (
    <section className="card settings-card" aria-labelledby="email-notices-title" aria-busy={settings.status === 'loading'}>
      <h2 id="email-notices-title" className="card__title">
        <Trans>E-mail notices</Trans>
      </h2>
      <p id="email-notices-hint" className="card__lead">
        <Trans>We e-mail you each notice of the kinds switched on. Your notices in the portal are always kept.</Trans>
      </p>
      {settings.status === 'loading' && <Spinner size="sm" label={t`Loading your e-mail notices…`} />}
      {settings.status === 'failed' && <ErrorState inline error={settings.error} onRetry={settings.retry} />}
      {settings.status === 'loaded' && <EmailSwitchList loaded={settings.data.email} />}
    </section>
  );
}

function EmailSwitchList({ loaded }: { loaded: EmailSwitches }) {
  const { i18n } = useLingui();
  const api = useApi(noticeSettingsApi);
  const flow = useFlowActor(useMemo(() => provideNoticeSettings(api), [api]));
  useNotifications(flow);
  const context = useActorSelector(flow, (s) => s.context);
  const saving = useActorSelector(flow, (s) => s.hasTag('saving'));
  const saved = useActorSelector(flow, (s) => s.matches('saved'));
  // Offline a switch cannot be saved: it stays as the server has it, saying why (docs/product.md#offline-reading).
  const offline = useWriteBlocked();
  return (
    <>
      <ul className="email-switches">
        {NOTICE_KINDS.map((kind) => {
          const busy = isSaving(context, kind);
          return (
            <li key={kind}>
              <label className="email-switch">
                <span className="email-switch__label">{i18n._(KIND_LABELS[kind])}</span>
                {busy && (
                  <span className="email-switch__saving" aria-hidden="true">
                    <Trans>Saving…</Trans>
                  </span>
                )}
                <input
                  type="checkbox"
                  role="switch"
                  name={kind}
                  checked={shownSwitch(context, loaded, kind)}
                  aria-busy={busy}
                  disabled={offline.blocked}
                  aria-describedby={offline.describedBy}
                  onChange={(event) => flow.send({ type: 'SWITCH', kind, on: event.currentTarget.checked })}
                />
              </label>
            </li>
          );
        })}
      </ul>
      <p className={saving ? 'settings-card__status settings-card__status--saving' : 'settings-card__status'} role="status">
        {saving ? <Trans>Saving…</Trans> : saved ? <Trans>Saved.</Trans> : null}
      </p>
    </>
  );
}
