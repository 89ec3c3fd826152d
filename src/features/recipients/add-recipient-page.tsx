import { useLocation, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { RecipientForm } from '../../ui/forms/recipient-form.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { openedFromRecipients } from './add-recipient-state.ts';
import { useRecipientCreation } from './use-recipient-creation.ts';
import { useRecipientsApi } from './use-recipients-api.ts';
import '../../styles/forms.css';

/**
 * /home/user-information/recipient/add-shipment: a new recipient from the profile (spec §2). Back
 * returns to the previous page (the recipient tab when there is none); a saved recipient leads
 * back to the recipient tab, which lists it.
 */
export function AddRecipientPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add recipient`);
  const api = useRecipientsApi();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default': the portal was opened on this page, so there is no page of its own to go back to.
  const hasPrevious = location.key !== 'default';
  const fromRecipients = hasPrevious && openedFromRecipients(location.state);
  const { submit, submitting, fieldErrors } = useRecipientCreation(api, () => {
    // Back to the list it was opened from (it loads again), or to the list in place of this page.
    if (fromRecipients) void navigate(-1);
    else void navigate(paths.recipientTab, { replace: true });
  });

  return (
    <div className="page">
      <PageHeader
        title={<Trans>Add a recipient</Trans>}
        lead={<Trans>Who will receive your shipments, and where. Fields marked with * are required.</Trans>}
      />
      <section className="card" aria-label={t`New recipient`}>
        <RecipientForm
          id="new-recipient"
          fieldErrors={fieldErrors}
          submitting={submitting}
          onSubmit={submit}
          onBack={() => void (hasPrevious ? navigate(-1) : navigate(paths.recipientTab))}
        />
      </section>
    </div>
  );
}
