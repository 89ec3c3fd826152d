import type { RecoveryPageName } from '../../../machines/recovery.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { CodeEntry } from '../../ui/forms/code-entry.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PasswordReset } from './password-reset.tsx';
import { useRecovery } from './recovery-actor.ts';
import { RecoveryEmail } from './recovery-email.tsx';
import { RecoverySuccess } from './recovery-success.tsx';

/** The page of the recovery flow's current step. */
export function RecoveryPage({ page }: { page: RecoveryPageName | null }) {
  const actor = useRecovery();
  // The pin machine the flow invoked (its id is 'pin').
  const pin = useActorSelector(actor, (s) => s.children.pin);
  switch (page) {
    case 'email':
      return <RecoveryEmail />;
    case 'code':
      return <CodeEntry pin={pin} />;
    case 'reset':
      return <PasswordReset />;
    case 'success':
      return <RecoverySuccess />;
    default:
      // Leaving the flow: the address is changing.
      return <Spinner size="lg" />;
  }
}
