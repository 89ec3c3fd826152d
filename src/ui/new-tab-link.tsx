import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/** A link that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
    </a>
  );
}
