// @vitest-environment jsdom
// A new profile picture, as the photoUpload flow saves it, shows at once in the header's avatar
// (the session's client carries it); without one, or when its link no longer loads, the initials.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session.ts';
import { HttpContext } from '../../../src/api/http-context.ts';
import { AccountMenu } from '../../../src/app/shell/account-menu.tsx';
import { PhotoCard } from '../../../src/features/profile/photo-card.tsx';
import { SessionContext, useCurrentUser } from '../../../src/lib/session-context.ts';
import { fakeHttp } from '../../ui/support/fake-http.ts';
import { renderUi } from '../../ui/support/render.tsx';
import { CLIENT } from '../support/fixtures.ts';

const PHOTO = '/api/media/9?expires=1&signature=abc';

/** The header's account menu and the profile's contact card, on one signed-in session. */
function renderProfile() {
  const session = createActor(sessionMachine, { input: { storedToken: null } }).start();
  session.send({ type: 'SESSION_STARTED', token: 'token', user: { id: 7, email: CLIENT.email, client: CLIENT } });
  const http = fakeHttp({ 'POST api/clients/me/profile-picture': { data: { ...CLIENT, profile_image: PHOTO } } });
  function Header() {
    const user = useCurrentUser();
    return user && <AccountMenu user={user} settings={undefined} />;
  }
  function Profile() {
    const client = useCurrentUser()?.client;
    return client && <PhotoCard client={client} />;
  }
  renderUi(
    <HttpContext value={http}>
      <SessionContext value={session}>
        <MemoryRouter>
          <header>
            <Header />
          </header>
          <main>
            <Profile />
          </main>
        </MemoryRouter>
      </SessionContext>
    </HttpContext>,
  );
  return { avatar: document.querySelector('.account-menu__avatar')! };
}

describe('the header’s avatar', () => {
  it('shows the initials, then the new picture as soon as it is uploaded', async () => {
    const { avatar } = renderProfile();
    expect(avatar.textContent).toBe('AP');
    expect(avatar.querySelector('img')).toBeNull();

    await userEvent.upload(screen.getByLabelText('Change picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Profile picture' });
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe(PHOTO);
    expect(avatar.textContent).toBe('');
  });

  it('goes back to the initials when the picture’s link no longer loads', async () => {
    const { avatar } = renderProfile();
    await userEvent.upload(screen.getByLabelText('Change picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Profile picture' });
    avatar.querySelector('img')!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    expect(avatar.textContent).toBe('AP');
  });
});
