import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon, type IconName } from './icons.tsx';

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

/** An icon button that opens a link in a new tab (an invoice's document, for instance), named by `label`. */
export function NewTabIconLink({ href, icon, label }: { href: string; icon: IconName; label: string }) {
  const { t } = useLingui();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="icon-button" title={label} aria-label={`${label} ${t`(opens in a new tab)`}`}>
      <Icon name={icon} />
    </a>
  );
}
