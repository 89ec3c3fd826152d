import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBackTarget } from './list-return.ts';

/** The link above a detail page back to its list ("← Packages"), to the page the customer came from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={useBackTarget(to)} className="page__back">
        {children}
      </Link>
    </p>
  );
}
