import '../../styles/forms.css';
import '../../styles/flows.css';
import '../../styles/sign-up.css';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PIN_LENGTH, PIN_VALID_MINUTES } from '../../api/contract/limits.ts';
import { useHttp } from '../../api/http-context.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { useSession } from '../../lib/session-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useFlowPage } from '../../lib/use-flow-page.ts';
import { SignUpActorContext, type SignUpActor } from './sign-up-actor.ts';
import { provideSignUp } from './sign-up-implementations.ts';
import { SignUpPage } from './sign-up-page.tsx';
import { PAGE_ADDRESSES, pageAt, requestedStepOf } from './sign-up-steps.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';

const FLOW_PAGE_OPTIONS = { pageAt };

/**
 * Every /create-account route: one sign-up actor for the whole wizard. The page shown follows
 * the machine, and so does the address. The machine decides where the wizard opens (from the
 * session and the step the address asked for) and what the end of the session means to it; this
 * component tells it both.
 */
export default function SignUpFlow() {
  const http = useHttp();
  const session = useSession();
  const { pathname } = useLocation();
  // Read once, when the wizard opens: later session changes are the flow's own doing, or SESSION_ENDED.
  const [entry] = useState(() => {
    const user = session.getSnapshot().context.user;
    return {
      signedIn: user !== null,
      email: user?.email ?? null,
      clientId: user?.client?.id ?? null,
      requestedStep: requestedStepOf(pathname),
    };
  });
  const actor: SignUpActor = useFlowActor(useMemo(() => provideSignUp(http, session), [http, session]), {
    input: { ...entry, pinValidMinutes: PIN_VALID_MINUTES, pinLength: PIN_LENGTH },
  });
  useNotifications(actor);
  const page = useFlowPage(actor, PAGE_ADDRESSES, FLOW_PAGE_OPTIONS);

  // The session ended (expired, or signed out elsewhere): the flow decides what that means to its step.
  const signedOut = useActorSelector(session, (snapshot) => snapshot.matches('signedOut'));
  useEffect(() => {
    if (signedOut) actor.send({ type: 'SESSION_ENDED' });
  }, [signedOut, actor]);

  return (
    <SignUpActorContext value={actor}>
      <SignUpPage page={page} />
    </SignUpActorContext>
  );
}
