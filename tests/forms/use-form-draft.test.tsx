// @vitest-environment jsdom
// A form's draft through the session (docs/product.md#drafts): kept when the session ends in
// another tab, back for the same customer after sign-in, never for another, gone once sent or at
// a sign-out here.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type SessionUser } from '../../machines/session.ts';
import { KeptDraftNote } from '../../src/forms/kept-draft-note.tsx';
import { useFormDraft } from '../../src/forms/use-form-draft.ts';
import { SessionContext, type SessionActor } from '../../src/lib/session-context.ts';
import { CLIENT } from '../features/support/fixtures.ts';
import { renderUi } from '../ui/support/render.tsx';

const customer: SessionUser = { id: 7, email: 'ana@casillero.test', client: CLIENT };
const otherCustomer: SessionUser = { id: 8, email: 'luis@casillero.test', client: { ...CLIENT, id: 41 } };

/** A session signed in as `user`, its calls answered at once. */
async function signedIn(user: SessionUser): Promise<SessionActor> {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        loadUser: fromPromise(async () => user),
        logout: fromPromise(async () => {}),
        watchOtherTabs: fromCallback(() => {}),
      },
    }),
    { input: { storedToken: 'token' } },
  ).start();
  await waitFor(() => expect(session.getSnapshot().matches('signedIn')).toBe(true));
  return session;
}

/** A pre-alert-like form that keeps its draft: the provider has a first value, the date is typed in the language's order. */
function DraftForm() {
  const draft = useFormDraft({ formId: 'pre-alert', draft: 'pre-alert', defaults: { provider: 'Amazon' }, typedIn: { arriving_at: 'date' } });
  return (
    <form
      id="pre-alert"
      onSubmit={(event) => {
        event.preventDefault();
        draft.sent();
      }}
    >
      {draft.restored && <KeptDraftNote />}
      <label>
        Tracking
        <input name="tracking" defaultValue={draft.defaultValue.tracking} />
      </label>
      <label>
        Provider
        <input name="provider" defaultValue={draft.defaultValue.provider} />
      </label>
      <label>
        Arriving
        <input name="arriving_at" defaultValue={draft.defaultValue.arriving_at} />
      </label>
      <label>
        Password
        <input name="password" type="password" />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

const renderForm = (session: SessionActor) =>
  renderUi(
    <SessionContext value={session}>
      <DraftForm />
    </SessionContext>,
  );
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const note = () => screen.queryByRole('status');
const stored = () => sessionStorage.getItem('casillero.drafts');

/** Types into the form, then another tab signs out: the form goes as the guards take the page. */
async function typeThenSignedOutElsewhere(user: SessionUser, language: 'es' | 'en' = 'en') {
  act(() => i18n.loadAndActivate({ locale: language, messages: {} }));
  const session = await signedIn(user);
  const view = renderForm(session);
  fireEvent.change(field('Tracking'), { target: { value: '1Z999' } });
  fireEvent.change(field('Arriving'), { target: { value: language === 'es' ? '05-12-2026' : '12-05-2026' } });
  fireEvent.change(field('Password'), { target: { value: 'secreto-1' } });
  act(() => session.send({ type: 'SIGNED_OUT_ELSEWHERE' }));
  view.unmount();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
}

describe('useFormDraft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what was typed when another tab signs out, and brings it back to the same customer with a note', async () => {
    await typeThenSignedOutElsewhere(customer, 'es');
    expect(stored()).toContain('1Z999');
    expect(stored()).not.toContain('secreto');

    renderForm(await signedIn(customer));
    expect(field('Tracking').value).toBe('1Z999');
    expect(field('Provider').value).toBe('Amazon');
    // Typed as 5 December in Spanish, it reads the same in English.
    expect(field('Arriving').value).toBe('12-05-2026');
    expect(field('Password').value).toBe('');
    expect(note()).toHaveTextContent('What you typed before your session ended is back.');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(stored()).toBeNull();
  });

  it('another customer’s form starts empty, and the draft is gone for good', async () => {
    await typeThenSignedOutElsewhere(customer);
    const view = renderForm(await signedIn(otherCustomer));
    expect(field('Tracking').value).toBe('');
    expect(note()).toBeNull();
    view.unmount();

    renderForm(await signedIn(customer));
    expect(field('Tracking').value).toBe('');
  });

  it('signing out in this tab forgets the drafts', async () => {
    await typeThenSignedOutElsewhere(customer);
    const session = await signedIn(customer);
    renderForm(session);
    expect(note()).not.toBeNull();
    act(() => session.send({ type: 'LOGOUT' }));
    expect(stored()).toBeNull();
  });

  it('a form left on purpose, or the customer’s data loaded again, keeps nothing', async () => {
    const session = await signedIn(customer);
    const view = renderForm(session);
    fireEvent.change(field('Tracking'), { target: { value: '1Z999' } });
    act(() => session.send({ type: 'REFRESH' }));
    await waitFor(() => expect(session.getSnapshot().matches({ signedIn: { withClient: 'current' } })).toBe(true));
    view.unmount();
    expect(stored()).toBeNull();
  });

  it('a session that ends with nothing changed keeps nothing', async () => {
    const session = await signedIn(customer);
    renderForm(session);
    act(() => session.send({ type: 'SIGNED_OUT_ELSEWHERE' }));
    expect(stored()).toBeNull();
  });
});
