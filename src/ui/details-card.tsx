import type { ReactNode } from 'react';

/** A card of labelled values (`DetailRow`s), named by its heading. */
export function DetailsCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <dl className="details">{children}</dl>
    </section>
  );
}
