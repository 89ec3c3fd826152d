import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { emailConfirmationMachine } from '../../../machines/email-confirmation.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { Spinner } from '../spinner.tsx';
import { CodeEntry } from './code-entry.tsx';
import { EmailForm } from './email-form.tsx';

/** The e-mail and code steps sign-up and recovery invoke (machines/email-confirmation.ts). */
export type EmailConfirmationActor = ActorRefFrom<typeof emailConfirmationMachine>;

const NO_FIELD_ERRORS: Record<string, string[]> = {};

type ConfirmationEmailFormProps = {
  confirmation: EmailConfirmationActor;
  id: string;
  submitLabel: ReactNode;
  /** Whether the server's field errors mark the field (recovery says its refusal in a toast only). */
  marksFieldErrors: boolean;
};

/** The e-mail form of the e-mail confirmation: what it sends, what the server answered, its toasts. */
export function ConfirmationEmailForm({ confirmation, id, submitLabel, marksFieldErrors }: ConfirmationEmailFormProps) {
  useNotifications(confirmation);
  const email = useActorSelector(confirmation, (s) => s.context.email);
  const fieldErrors = useActorSelector(confirmation, (s) => s.context.fieldErrors);
  const submitting = useActorSelector(confirmation, (s) => s.hasTag('loading'));
  return (
    <EmailForm
      id={id}
      defaultValue={email}
      submitting={submitting}
      submitLabel={submitLabel}
      fieldErrors={marksFieldErrors ? fieldErrors : NO_FIELD_ERRORS}
      onSubmit={(value) => confirmation.send({ type: 'SUBMIT_EMAIL', email: value })}
    />
  );
}

/** The code entry of the e-mail confirmation: the pin machine it invoked (its id is 'pin'). */
export function ConfirmationCodeEntry({ confirmation }: { confirmation: EmailConfirmationActor | undefined }) {
  if (!confirmation) return <Spinner size="lg" />;
  return <ConfirmationPin confirmation={confirmation} />;
}

function ConfirmationPin({ confirmation }: { confirmation: EmailConfirmationActor }) {
  const pin = useActorSelector(confirmation, (s) => s.children.pin);
  return <CodeEntry pin={pin} />;
}
