import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The link above a detail page back to its list ("← Packages"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="page__back">
        {children}
      </Link>
    </p>
  );
}
