import type { ActorRefFrom } from 'xstate';
import type { recipientCreationMachine } from '../../machines/recipient-creation.ts';
import { useNotifications } from '../lib/notify-context.ts';
import { useActorSelector } from '../lib/use-actor-selector.ts';
import { RecipientForm } from './recipient-form.tsx';

export type RecipientCreationActor = ActorRefFrom<typeof recipientCreationMachine>;

/**
 * The recipient form of the recipientCreation flow (the add pages of sign-up, consolidation and the
 * profile, and the profile's edit page): it shows the flow's state (the recipient's details or what
 * was typed, saving, the server's field errors, its toasts) and sends it the parsed values.
 */
export function RecipientCreationForm({ actor, id, keepsDraft, onBack }: { actor: RecipientCreationActor; id: string; keepsDraft?: string; onBack: () => void }) {
  useNotifications(actor);
  const draft = useActorSelector(actor, (s) => s.context.draft);
  const fieldErrors = useActorSelector(actor, (s) => s.context.fieldErrors);
  const submitting = useActorSelector(actor, (s) => s.hasTag('loading'));
  const editing = useActorSelector(actor, (s) => s.context.recipient !== null);
  return (
    <RecipientForm
      id={id}
      editing={editing}
      defaultValue={draft}
      keepsDraft={keepsDraft}
      fieldErrors={fieldErrors}
      submitting={submitting}
      onSubmit={(values) => actor.send({ type: 'SUBMIT', values })}
      onBack={onBack}
    />
  );
}
