import '../../styles/forms.css';
import '../../styles/flows.css';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { RecoveryRequestedStep, recoveryMachine } from '../../../machines/recovery.ts';
import { PIN_LENGTH, PIN_VALID_MINUTES } from '../../api/contract/limits.ts';
import { useHttp } from '../../api/http-context.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useFlowLocation } from '../../lib/use-flow-location.ts';
import { RecoveryActorContext } from './recovery-actor.ts';
import { provideRecovery } from './recovery-implementations.ts';
import { RecoveryPage, type RecoveryStep } from './recovery-page.tsx';
import { useFlowActor } from '../../lib/use-flow-actor.ts';

const STEP_PATHS: Record<RecoveryStep, string> = {
  email: paths.passwordRecovery,
  code: paths.passwordRecoveryCode,
  reset: paths.passwordReset,
  success: paths.passwordRecoverySuccess,
  finished: paths.signIn,
  leftForSignIn: paths.signIn,
};

function stepOf(snapshot: SnapshotFrom<typeof recoveryMachine>): RecoveryStep {
  if (snapshot.matches('codeValidation')) return 'code';
  if (snapshot.matches('resetStep')) return 'reset';
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('finished')) return 'finished';
  if (snapshot.matches('leftForSignIn')) return 'leftForSignIn';
  return 'email';
}

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
  const step = useActorSelector(actor, stepOf);
  useFlowLocation(STEP_PATHS[step]);
  return (
    <RecoveryActorContext value={actor}>
      <RecoveryPage step={step} />
    </RecoveryActorContext>
  );
}
