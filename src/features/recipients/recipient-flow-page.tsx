import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Recipient } from '../../api/contract/recipients.ts';
import { recipientsApi } from '../../api/recipients.ts';
import { useApi } from '../../api/use-api.ts';
import { GeoOptionsProvider } from '../../data/use-geo-options.tsx';
import { RecipientCreationForm } from '../../forms/recipient-creation-form.tsx';
import { paths } from '../../lib/paths.ts';
import { provideRecipientCreation } from '../../lib/recipient-creation-flow.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { PREVIOUS_PAGE, useFlowPage } from '../../lib/use-flow-page.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { openedFromRecipients } from './add-recipient-state.ts';
import '../../styles/forms.css';

/**
 * The recipientCreation flow on a page of the profile (docs/product.md#recipients): a new recipient,
 * or `recipient` edited. Back returns to the previous page (the recipient tab when there is none);
 * once saved, the page leads back to the recipient tab, which lists the recipient as saved.
 */
export function RecipientFlowPage({ recipient }: { recipient: Recipient | null }) {
  const { t } = useLingui();
  const api = useApi(recipientsApi);
  const machine = useMemo(() => provideRecipientCreation(api), [api]);
  const actor = useFlowActor(machine, { input: { recipient } });
  const navigate = useNavigate();
  const location = useLocation();
  // 'default': the portal was opened on this page, so there is no page of its own to go back to.
  const hasPrevious = location.key !== 'default';
  const fromRecipients = hasPrevious && openedFromRecipients(location.state);
  // Saved: back to the list it was opened from (it loads again), or to the list in place of this page.
  useFlowPage(actor, { recipients: fromRecipients ? PREVIOUS_PAGE : paths.recipientTab });
  const name = recipient?.display_name ?? '';

  return (
    <div className="page">
      <PageHeader
        title={recipient ? <Trans>Edit {name}</Trans> : <Trans>Add a recipient</Trans>}
        lead={<Trans>Who will receive your shipments, and where. Fields marked with * are required.</Trans>}
      />
      <section className="card" aria-label={recipient ? t`Recipient’s details` : t`New recipient`}>
        <GeoOptionsProvider>
          <RecipientCreationForm
            id={recipient ? 'edited-recipient' : 'new-recipient'}
            keepsDraft={recipient ? `edited-recipient-${recipient.id}` : 'new-recipient'}
            actor={actor}
            onBack={() => void (hasPrevious ? navigate(-1) : navigate(paths.recipientTab))}
          />
        </GeoOptionsProvider>
      </section>
    </div>
  );
}
