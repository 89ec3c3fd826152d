import type { FormEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { minutesToWait, type pinMachine } from '../../../machines/pin.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { AuthCard } from '../auth-card.tsx';
import { PinInput } from './pin-input.tsx';
import { Spinner } from '../spinner.tsx';
import { useDocumentTitle } from '../use-document-title.ts';

export type PinActor = ActorRefFrom<typeof pinMachine>;

/**
 * The code entry screen (docs/product.md#code-entry-screen), shared by sign-up and recovery: six boxes, the code's validity,
 * submit (only when all six are there), resend, and a way back to sign-in. It renders the pin
 * machine the flow invoked.
 */
export function CodeEntry({ pin }: { pin: PinActor | undefined }) {
  const { t } = useLingui();
  useDocumentTitle(t`Enter your code`);
  if (!pin) return <Spinner size="lg" />;
  return <CodeEntryForm pin={pin} />;
}

function CodeEntryForm({ pin }: { pin: PinActor }) {
  const { t } = useLingui();
  useNotifications(pin);
  const code = useActorSelector(pin, (s) => s.context.pin);
  const email = useActorSelector(pin, (s) => s.context.email);
  const minutes = useActorSelector(pin, (s) => s.context.validMinutes);
  const length = useActorSelector(pin, (s) => s.context.pinLength);
  const granting = useActorSelector(pin, (s) => s.hasTag('loading'));
  const complete = useActorSelector(pin, (s) => s.can({ type: 'SUBMIT' }));
  const canResend = useActorSelector(pin, (s) => s.can({ type: 'RESEND' }));
  const resending = useActorSelector(pin, (s) => s.matches({ active: { resend: 'resending' } }));
  const codeSent = useActorSelector(pin, (s) => s.context.codeSent);
  const queued = useActorSelector(pin, (s) => s.context.delivery === 'queued');
  const waiting = useActorSelector(pin, (s) => s.matches({ active: { resend: 'waitingForAllowance' } }));
  const waitMinutes = useActorSelector(pin, (s) => minutesToWait(s.context.waitSeconds ?? 0));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    pin.send({ type: 'SUBMIT' });
  };

  return (
    <AuthCard
      title={t`Enter your code`}
      lead={
        <span id="code-entry-hint">
          {codeSent && queued ? (
            // The server could not hand the e-mail over at once and keeps trying; the code is valid meanwhile.
            <Trans>
              Your 6-digit code is on its way to <strong>{email}</strong>: the e-mail is taking longer than usual. It is valid for {minutes} minutes.
            </Trans>
          ) : codeSent ? (
            <Trans>
              We have sent a 6-digit code to <strong>{email}</strong>. It is valid for {minutes} minutes.
            </Trans>
          ) : (
            // Nothing was sent this time (the allowance is spent): a code sent earlier may still serve.
            <Trans>
              If a code we sent to <strong>{email}</strong> is in your inbox, enter it. A code is valid for {minutes} minutes.
            </Trans>
          )}
        </span>
      }
      footer="signIn"
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <PinInput
          value={code}
          length={length}
          onChange={(value) => pin.send({ type: 'CHANGE', pin: value })}
          label={t`Verification code`}
          describedBy="code-entry-hint"
          disabled={granting}
          autoFocus
        />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!complete && !granting}
          aria-disabled={granting}
        >
          {granting ? <Spinner size="xs" color="orange" label={t`Checking the code…`} /> : <Trans>Verify the code</Trans>}
        </button>
      </form>
      {/* Kept on the page, so a wait that a resend meets is announced as it appears. */}
      <div className="code-entry__wait" role="status">
        {waiting && (
          <p>
            <Trans>Too many codes have been asked for in the last hour.</Trans>{' '}
            <Plural value={waitMinutes} one="You can ask for another in # minute." other="You can ask for another in # minutes." />
          </p>
        )}
      </div>
      {/* Resend is offered only once the wait has passed (docs/product.md#rate-limits). */}
      {!waiting && (
        <p className="form__aside code-entry__resend">
          <Trans>Didn't get it?</Trans>{' '}
          <button type="button" className="link-button" disabled={!canResend} onClick={() => pin.send({ type: 'RESEND' })}>
            {resending ? <Trans>Sending…</Trans> : <Trans>Send a new code</Trans>}
          </button>
          {!canResend && !resending && (
            <span className="field__hint">
              {' '}
              <Trans>(you can ask for a new one a minute after the last)</Trans>
            </span>
          )}
        </p>
      )}
    </AuthCard>
  );
}
