import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { RecipientFlowPage } from './recipient-flow-page.tsx';

/** /home/user-information/recipient/add-shipment: a new recipient from the profile (docs/product.md#signed-in-pages). */
export function AddRecipientPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add recipient`);
  return <RecipientFlowPage recipient={null} />;
}
