import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '../../api/api-error.ts';
import { recipientsApi } from '../../api/recipients.ts';
import { useApi } from '../../api/use-api.ts';
import { useDetailResource } from '../../data/use-detail-resource.ts';
import { paths } from '../../lib/paths.ts';
import { NotFoundState } from '../../ui/not-found-state.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { RecipientFlowPage } from './recipient-flow-page.tsx';

/**
 * /home/user-information/recipient/{id}/edit: one of the customer's recipients in the recipient
 * form (docs/product.md#recipients), found in their list by the id of the address (a reload works).
 */
export function EditRecipientPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Edit recipient`);
  const api = useApi(recipientsApi);
  const recipient = useDetailResource(async (id) => {
    const found = (await api.list()).find((item) => item.id === id);
    // Deleted, another customer's, or never one: as the server answers them.
    if (!found) throw new ApiError('NOT_FOUND', 404, 'Not found');
    return found;
  });
  return (
    <ResourceView
      resource={recipient}
      notFound={
        <div className="page">
          <NotFoundState
            title={<Trans>We could not find this recipient</Trans>}
            backTo={paths.recipientTab}
            backLabel={<Trans>See your recipients</Trans>}
          />
        </div>
      }
    >
      {(data) => <RecipientFlowPage recipient={data} />}
    </ResourceView>
  );
}
