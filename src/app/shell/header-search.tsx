import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { SearchForm } from '../../features/search/search-form.tsx';
import { paths } from '../../lib/paths.ts';
import { Icon } from '../../ui/icons.tsx';

/** The header's search: the form from 768 px up; on a narrow screen, a link to the search page (which has the form). */
export function HeaderSearch() {
  const { t } = useLingui();
  return (
    <>
      <SearchForm id="header-search" className="header-search" />
      <Link to={paths.search} className="icon-button header-search-link" title={t`Search by tracking number`}>
        <Icon name="search" />
        <span className="visually-hidden">{t`Search by tracking number`}</span>
      </Link>
    </>
  );
}
