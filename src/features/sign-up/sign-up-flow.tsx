import '../../styles/forms.css';
import '../../styles/flows.css';
import '../../styles/sign-up.css';
import { useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PIN_LENGTH, PIN_VALID_MINUTES } from '../../api/contract/limits.ts';
import { useHttp } from '../../api/http-context.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useFlowLocation } from '../../lib/use-flow-location.ts';
import { SignUpActorContext, type SignUpActor } from './sign-up-actor.ts';
import { provideSignUp } from './sign-up-implementations.ts';
import { SignUpPage } from './sign-up-page.tsx';
import { INCOMPLETE_ACCOUNT_PATHS, STEP_PATHS, stepOf } from './sign-up-steps.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';

/**
 * Every /create-account route: one sign-up actor for the whole wizard. The page shown follows
 * the machine, and so does the address. A reload resumes from the session: no session starts
 * over, a session without a client opens the data step, one with a client the shipment step.
 */
export default function SignUpFlow() {
  const session = useSession();
  const { pathname } = useLocation();
  // Decided once, when the wizard opens: later session changes are the flow's own doing.
  const [entry] = useState(() => {
    const { context } = session.getSnapshot();
    const user = context.user;
    return {
      signedIn: user !== null,
      email: user?.email ?? null,
      clientId: (user?.client as { id?: number } | null)?.id ?? null,
      redirect: user?.client && INCOMPLETE_ACCOUNT_PATHS.includes(pathname) ? paths.myAccount : null,
    };
  });
  if (entry.redirect) return <Navigate to={entry.redirect} replace />;
  return <SignUpActorHost entry={entry} />;
}

function SignUpActorHost({ entry }: { entry: { signedIn: boolean; email: string | null; clientId: number | null } }) {
  const http = useHttp();
  const session = useSession();
  const actor: SignUpActor = useFlowActor(useMemo(() => provideSignUp(http, session), [http, session]), {
    input: { ...entry, pinValidMinutes: PIN_VALID_MINUTES, pinLength: PIN_LENGTH },
  });
  useNotifications(actor);
  const step = useActorSelector(actor, stepOf);
  const needsSession = useActorSelector(actor, (snapshot) => snapshot.hasTag('needsSession'));
  const signedOut = useActorSelector(session, (snapshot) => snapshot.matches('signedOut'));
  useFlowLocation(STEP_PATHS[step]);

  // The session ended (expired, or signed out elsewhere) in a step that needs it.
  if (needsSession && signedOut) return <Navigate to={paths.signIn} replace />;
  return (
    <SignUpActorContext value={actor}>
      <SignUpPage step={step} />
    </SignUpActorContext>
  );
}
