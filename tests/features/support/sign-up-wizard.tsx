// Renders a sign-up step as the wizard does: a signed-in session, the sign-up actor (with fake
// calls), and the fake Http answering the geography and whatever else the step asks.
import type { ReactElement } from 'react';
import { createActor } from 'xstate';
import { signUpMachine } from '../../../machines/sign-up.ts';
import { sessionMachine } from '../../../machines/session.ts';
import type { Client } from '../../../src/api/contract/client.ts';
import { CLIENT } from './fixtures.ts';
import { HttpContext } from '../../../src/api/http-context.ts';
import { GeoOptionsProvider } from '../../../src/data/use-geo-options.tsx';
import { SignUpActorContext, type SignUpActor } from '../../../src/features/sign-up/sign-up-actor.ts';
import { SessionContext } from '../../../src/lib/session-context.ts';
import { fakeHttp, GEO_ANSWERS } from '../../ui/support/fake-http.ts';
import { renderUi } from '../../ui/support/render.tsx';


type WizardOptions = {
  /** The signed-in customer's client: with one, the wizard opens on the shipment step. */
  client: Client | null;
  actors?: Parameters<typeof signUpMachine.provide>[0]['actors'];
  answers?: Record<string, unknown>;
  page: (actor: SignUpActor) => ReactElement;
};

export function renderInWizard({ client, actors = {}, answers = {}, page }: WizardOptions) {
  const email = CLIENT.email;
  const session = createActor(sessionMachine, { input: { storedToken: null } }).start();
  session.send({ type: 'SESSION_STARTED', token: 'token', user: { id: 7, email, client } });
  const actor = createActor(signUpMachine.provide({ actors }), {
    input: { signedIn: true, email, clientId: client?.id ?? null, requestedStep: null, pinValidMinutes: 10, pinLength: 6 },
  }).start();
  const http = fakeHttp({ ...GEO_ANSWERS, ...answers });
  const ui = () => (
    <HttpContext value={http}><GeoOptionsProvider>
      <SessionContext value={session}>
        <SignUpActorContext value={actor}>
          <main>{page(actor)}</main>
        </SignUpActorContext>
      </SessionContext>
    </GeoOptionsProvider></HttpContext>
  );
  const view = renderUi(ui());
  return {
    actor,
    http,
    rerender: () => view.rerender(ui()),
    remount: () => {
      view.unmount();
      renderUi(ui());
    },
  };
}
