// @vitest-environment jsdom
// My profile's contact information: the address is read-only (docs/product.md#my-profile), shown as text and not as
// a box that takes the focus and ignores typing; saving still sends it back as it is.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session.ts';
import { HttpContext } from '../../../src/api/http-context.ts';
import { GeoOptionsProvider } from '../../../src/data/use-geo-options.tsx';
import type { Http } from '../../../src/api/http.ts';
import { ContactForm } from '../../../src/features/profile/contact-form.tsx';
import { SessionContext } from '../../../src/lib/session-context.ts';
import { fakeHttp, GEO_ANSWERS } from '../../ui/support/fake-http.ts';
import { axeViolations, renderUi } from '../../ui/support/render.tsx';
import { CLIENT } from '../support/fixtures.ts';

function renderContactForm() {
  const session = createActor(sessionMachine, { input: { storedToken: null } }).start();
  session.send({ type: 'SESSION_STARTED', token: 'token', user: { id: 7, email: CLIENT.email, client: CLIENT } });
  const fake = fakeHttp({ ...GEO_ANSWERS, [`api/clients/${CLIENT.id}`]: { data: CLIENT } });
  const sent: unknown[] = [];
  const http: Http = {
    ...fake,
    request: (schema, path, options) => {
      if (options?.method === 'PATCH') sent.push(options.body);
      return fake.request(schema, path, options);
    },
  };
  renderUi(
    <HttpContext value={http}><GeoOptionsProvider>
      <SessionContext value={session}>
        <main>
          <ContactForm client={CLIENT} />
        </main>
      </SessionContext>
    </GeoOptionsProvider></HttpContext>,
  );
  return { sent };
}

describe('my profile’s contact information', () => {
  it('shows the address as text under its label, not as an input, and sends it back unchanged', async () => {
    const { sent } = renderContactForm();
    const form = screen.getByRole('region', { name: 'Contact information' });
    expect(screen.queryByRole('textbox', { name: /Address/ })).toBeNull();
    expect(screen.getByRole('term').textContent).toBe('Address');
    expect(screen.getByRole('definition').textContent).toBe(CLIENT.address);
    // The cascade has loaded the customer's place before saving.
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^City/ }) as HTMLSelectElement).value).toBe('100'));
    expect(await axeViolations(form)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ address: CLIENT.address, phone: CLIENT.phone, city_id: 100 });
  });
});
