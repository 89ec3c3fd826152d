import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { GeoOptionsProvider } from '../../data/use-geo-options.tsx';
import { paths } from '../../lib/paths.ts';
import { provideRecipientCreation } from '../../lib/recipient-creation-flow.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { PREVIOUS_PAGE, useFlowPage } from '../../lib/use-flow-page.ts';
import { RecipientCreationForm } from '../../forms/recipient-creation-form.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { openedFromRecipients } from './add-recipient-state.ts';
import { recipientsApi } from '../../api/recipients.ts';
import { useApi } from '../../api/use-api.ts';
import '../../styles/forms.css';

/**
 * /home/user-information/recipient/add-shipment: a new recipient from the profile (docs/product.md#signed-in-pages), the
 * recipientCreation flow. Back returns to the previous page (the recipient tab when there is none);
 * once the flow has added the recipient, the page leads back to the recipient tab, which lists it.
 */
export function AddRecipientPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add recipient`);
  const api = useApi(recipientsApi);
  const machine = useMemo(() => provideRecipientCreation(api), [api]);
  const actor = useFlowActor(machine);
  const navigate = useNavigate();
  const location = useLocation();
  // 'default': the portal was opened on this page, so there is no page of its own to go back to.
  const hasPrevious = location.key !== 'default';
  const fromRecipients = hasPrevious && openedFromRecipients(location.state);
  // Added: back to the list it was opened from (it loads again), or to the list in place of this page.
  useFlowPage(actor, { recipients: fromRecipients ? PREVIOUS_PAGE : paths.recipientTab });

  return (
    <div className="page">
      <PageHeader
        title={<Trans>Add a recipient</Trans>}
        lead={<Trans>Who will receive your shipments, and where. Fields marked with * are required.</Trans>}
      />
      <section className="card" aria-label={t`New recipient`}>
        <GeoOptionsProvider>
          <RecipientCreationForm
            id="new-recipient"
            actor={actor}
            onBack={() => void (hasPrevious ? navigate(-1) : navigate(paths.recipientTab))}
          />
        </GeoOptionsProvider>
      </section>
    </div>
  );
}
