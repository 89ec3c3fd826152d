import { Trans, useLingui } from '@lingui/react/macro';
import { isUnreachable } from './failure.ts';

type ErrorStateProps = {
  /** The failure; a network failure gets its own message. */
  error?: unknown;
  /** A message to show instead of the generic one. */
  message?: string;
  onRetry?: () => void;
  /** Compact, for a card or a banner. */
  inline?: boolean;
};

/** A failed load: a translated message and a retry button. */
export function ErrorState({ error, message, onRetry, inline = false }: ErrorStateProps) {
  const { t } = useLingui();
  const unreachable = isUnreachable(error);
  const text =
    message ??
    (unreachable
      ? t`We cannot reach the server. Check your connection and try again.`
      : t`We could not load this information.`);
  return (
    <div className={inline ? 'error-state error-state--inline' : 'error-state'} role="alert">
      <p className="error-state__message">{text}</p>
      {onRetry && (
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
