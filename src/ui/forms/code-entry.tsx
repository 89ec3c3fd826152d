import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { pinMachine } from '../../../machines/pin.ts';
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    pin.send({ type: 'SUBMIT' });
  };

  return (
    <AuthCard
      titleId="code-entry-title"
      title={<Trans>Enter your code</Trans>}
      lead={
        <span id="code-entry-hint">
          <Trans>
            We have sent a 6-digit code to <strong>{email}</strong>. It is valid for {minutes} minutes.
          </Trans>
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
    </AuthCard>
  );
}
