import '../../styles/forms.css';
import '../../styles/flows.css';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RecoveryRequestedStep } from '../../../machines/recovery.ts';
import { PIN_LENGTH, PIN_VALID_MINUTES } from '../../api/contract/limits.ts';
import { useHttp } from '../../api/http-context.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session-context.ts';
import { useFlowPage, type PageAddresses } from '../../lib/use-flow-page.ts';
import { RecoveryActorContext, type RecoveryActor } from './recovery-actor.ts';
import { provideRecovery } from './recovery-implementations.ts';
import { RecoveryPage } from './recovery-page.tsx';
import { useFlowActor } from '../../lib/use-flow-actor.ts';

/** Each page's address (docs/product.md#public-routes). */
const PAGE_ADDRESSES: PageAddresses<RecoveryActor> = {
  email: paths.passwordRecovery,
  code: paths.passwordRecoveryCode,
  reset: paths.passwordReset,
  success: paths.passwordRecoverySuccess,
  signIn: paths.signIn,
};

/** The page each of the flow's addresses asks for; the machine decides where the flow opens. */
const REQUESTED_STEPS = new Map<string, RecoveryRequestedStep>([
  [paths.passwordRecovery, 'email'],
  [paths.passwordRecoveryCode, 'code'],
  [paths.passwordReset, 'reset'],
  [paths.passwordRecoverySuccess, 'success'],
]);

/** The password recovery routes: one recovery actor; the page and the address follow it. */
export default function RecoveryFlow() {
  const http = useHttp();
  const session = useSession();
  const { pathname } = useLocation();
  // Read once, when the flow opens.
  const [requestedStep] = useState(() => REQUESTED_STEPS.get(pathname) ?? null);
  const actor = useFlowActor(useMemo(() => provideRecovery(http, session), [http, session]), {
    input: { pinValidMinutes: PIN_VALID_MINUTES, pinLength: PIN_LENGTH, requestedStep },
  });
  useNotifications(actor);
  const page = useFlowPage(actor, PAGE_ADDRESSES);
  return (
    <RecoveryActorContext value={actor}>
      <RecoveryPage page={page} />
    </RecoveryActorContext>
  );
}
