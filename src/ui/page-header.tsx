import type { ReactNode } from 'react';

/** A page's heading, with an optional lead under it and actions beside it (buttons, links). */
export function PageHeader({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page__header">
      <div>
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </div>
      {children}
    </header>
  );
}
