import type { ReactNode } from 'react';

/** One labelled value of a details list (`<dl className="details">`). */
export function DetailRow({ label, children, valueClassName }: { label: ReactNode; children: ReactNode; valueClassName?: string }) {
  return (
    <div className="details__row">
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
