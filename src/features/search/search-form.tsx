import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { Icon } from '../../ui/icons.tsx';
import '../../styles/search.css';

/** The search by tracking number (docs/product.md#search): it opens the results page, `/home/search?q=`. */
export function SearchForm({ id, className }: { id: string; className: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === paths.search ? (params.get('q') ?? '') : '';
  const [query, setQuery] = useState(current);
  // The box follows the results page's query when the address changes (back and forward
  // included), adjusted while rendering rather than in an effect. The customer's own search is
  // not put back when its page arrives: what they typed meanwhile stays.
  const [seen, setSeen] = useState(current);
  const [submitted, setSubmitted] = useState<string | null>(null);
  if (current !== seen) {
    setSeen(current);
    if (current !== submitted) setQuery(current);
    setSubmitted(null);
  }
  return (
    <form
      className={`search-form ${className}`}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = query.trim();
        if (!q) return;
        if (q !== current) setSubmitted(q);
        void navigate(paths.searchFor(q));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t`Search by tracking number`}
      </label>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t`Tracking number`}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-form__button">
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t`Search`}</span>
      </button>
    </form>
  );
}
