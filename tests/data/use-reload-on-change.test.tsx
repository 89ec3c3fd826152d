// A language switch reloads what the page shows from the server, whose words follow the request's
// language (docs/product.md#languages): a resource is asked for again and stays on screen
// meanwhile, so a form in it keeps what was typed; other deps still reload it from scratch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { useResource } from '../../src/data/use-resource.ts';

/** The server's answer: a status worded in the language of the request. */
const STATUS = { es: 'PENDIENTE DE PAGO', en: 'PENDING PAYMENT' } as const;

type Answer = { status: string; id: number };

function Invoice({ id, load }: { id: number; load: (id: number) => Promise<Answer> }) {
  const invoice = useResource(() => load(id), [id]);
  if (invoice.status !== 'loaded') return <p>{invoice.status}</p>;
  return (
    <form>
      <p>
        {invoice.data.id}: {invoice.data.status}
      </p>
      <label>
        Reference
        <input />
      </label>
    </form>
  );
}

/** A load that answers when told, in the language the portal has at the time of the request. */
function heldLoad() {
  const pending: (() => void)[] = [];
  const load = vi.fn(
    (id: number) =>
      new Promise<Answer>((resolve) => {
        const words = STATUS[i18n.locale as keyof typeof STATUS];
        pending.push(() => resolve({ id, status: words }));
      }),
  );
  const answer = () => act(async () => pending.shift()?.());
  return { load, answer };
}

const renderInvoice = (id: number, load: (id: number) => Promise<Answer>) =>
  render(<Invoice id={id} load={load} />, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

afterEach(cleanup);

describe('useReloadOnChange', () => {
  it('asks for the resource again after a language switch, keeping it on screen and what was typed', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    const { load, answer } = heldLoad();
    renderInvoice(7, load);
    await answer();
    expect(screen.getByText('7: PENDIENTE DE PAGO')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reference' }), { target: { value: 'T-123' } });

    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    expect(load).toHaveBeenCalledTimes(2);
    // While the new words are on their way, the old ones stay: no spinner, the form is not unmounted.
    expect(screen.getByText('7: PENDIENTE DE PAGO')).toBeInTheDocument();
    await answer();
    expect(screen.getByText('7: PENDING PAYMENT')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('T-123');
  });

  it('reloads from scratch when its deps change, and not again for a render with the same ones', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const { load, answer } = heldLoad();
    const view = renderInvoice(7, load);
    await answer();
    view.rerender(<Invoice id={7} load={load} />);
    expect(load).toHaveBeenCalledTimes(1);

    view.rerender(<Invoice id={8} load={load} />);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await answer();
    expect(screen.getByText('8: PENDING PAYMENT')).toBeInTheDocument();
  });
});
