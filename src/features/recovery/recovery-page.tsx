import type { RecoveryPageName } from '../../../machines/recovery.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { ConfirmationCodeEntry } from '../../ui/forms/email-confirmation.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PasswordReset } from './password-reset.tsx';
import { useRecovery } from './recovery-actor.ts';
import { RecoveryEmail } from './recovery-email.tsx';
import { RecoverySuccess } from './recovery-success.tsx';

/** The page of the recovery flow's current step. */
export function RecoveryPage({ page }: { page: RecoveryPageName | null }) {
  const actor = useRecovery();
  // The e-mail and code steps the flow invoked.
  const confirmation = useActorSelector(actor, (s) => s.children.emailConfirmation);
  switch (page) {
    case 'email':
      return confirmation ? <RecoveryEmail confirmation={confirmation} /> : <Spinner size="lg" />;
    case 'code':
      return <ConfirmationCodeEntry confirmation={confirmation} />;
    case 'reset':
      return <PasswordReset />;
    case 'success':
      return <RecoverySuccess />;
    default:
      // Leaving the flow: the address is changing.
      return <Spinner size="lg" />;
  }
}
