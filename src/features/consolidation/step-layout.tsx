import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';

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

/**
 * Continue pressed without the step's choice: the message under the list it is about, not a toast
 * (docs/product.md#steps-and-history). Always on the page, so it is announced when it fills.
 */
export function ChoiceError({ id, message }: { id: string; message: MessageDescriptor | null }) {
  const { i18n } = useLingui();
  return (
    <p id={id} className="field__error" role="alert">
      {message ? i18n._(message) : null}
    </p>
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
