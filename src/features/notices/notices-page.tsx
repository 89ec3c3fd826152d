import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../styles/notices.css';
import { NoticeItem } from './notice-item.tsx';
import { useNotices } from './use-notices.ts';

/** /home/notices: what happened to the customer's packages, shipments and invoices, newest first (docs/product.md#notices). */
export function NoticesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Notices`);
  const list = useNotices(PAGE_SIZES.noticeList);
  return (
    <div className="page">
      <PageHeader title={<Trans>Notices</Trans>} lead={<Trans>What happens to your packages, shipments and invoices.</Trans>} />
      {list.status === 'failed' ? (
        <ErrorState error={list.error} onRetry={list.retry} />
      ) : !list.page ? (
        <Spinner size="sm" label={t`Loading…`} />
      ) : list.status === 'empty' ? (
        <div className="empty-state">
          <Trans>You have no notices yet. When your packages, shipments or invoices change, we tell you here.</Trans>
        </div>
      ) : (
        <div aria-busy={list.status === 'loading'}>
          <ol className="notices" aria-label={t`Your notices`}>
            {list.page.data.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} />
            ))}
          </ol>
          <Pagination
            current={list.page.meta.current_page}
            last={list.page.meta.last_page}
            total={list.page.meta.total}
            onGoTo={list.goTo}
            busy={list.status === 'loading'}
          />
        </div>
      )}
    </div>
  );
}
