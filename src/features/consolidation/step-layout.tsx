import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** A step's section, named by its heading (`consolidation-{id}-title`, focused when the step opens). */
export function StepSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card consolidation__step" aria-labelledby={`consolidation-${id}-title`}>
      <h2 id={`consolidation-${id}-title`} className="card__title consolidation__heading" tabIndex={-1} data-focus-on-arrival>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The server's messages of a refusal, announced. */
export function RefusalMessage({ messages, children }: { messages?: readonly string[]; children?: ReactNode }) {
  return (
    <div className="form__problems" role="alert">
      {children}
      {messages?.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** Back and Continue (or the step's own main action). */
export function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  return (
    <div className="form__actions consolidation__actions">
      {onBack && (
        <button type="button" className="button button--secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      )}
      {children}
    </div>
  );
}
