import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A detail that does not exist, or is not the customer's (the server never says which): what was
 * not found and the way back to its list. Never a retry: trying again cannot help (docs/product.md#error-pages).
 */
export function NotFoundState({ title, backTo, backLabel }: { title: ReactNode; backTo: string; backLabel: ReactNode }) {
  return (
    <div className="not-found" role="alert">
      <h1 className="page__title">{title}</h1>
      <Link to={backTo} className="button button--primary">
        {backLabel}
      </Link>
    </div>
  );
}
