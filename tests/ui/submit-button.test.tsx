// @vitest-environment jsdom
// A form's submit button while the form is sent: a spinner and the busy words, clicks ignored
// (aria-disabled), and still a name, so a screen reader does not meet an unnamed button.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SubmitButton } from '../../src/ui/forms/form-field.tsx';
import { axeViolations, renderUi } from './support/render.tsx';

describe('SubmitButton', () => {
  it('is named by its label, then by the busy words while the form is sent', async () => {
    const view = renderUi(
      <SubmitButton submitting={false} busyLabel="Sending…">
        Register payment
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Register payment' })).not.toHaveAttribute('aria-disabled', 'true');

    view.rerender(
      <SubmitButton submitting busyLabel="Sending…">
        Register payment
      </SubmitButton>,
    );
    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Not by its spinner's status: a live region inside a button names nothing under the strict
    // rule (Playwright's and browsers' name computation), which jsdom's is more lenient than.
    const withoutStatus = busy.cloneNode(true) as HTMLElement;
    withoutStatus.querySelector('[role="status"]')?.remove();
    document.body.append(withoutStatus);
    expect(withoutStatus).toHaveAccessibleName('Sending…');
    withoutStatus.remove();
    // The spinner's status still says it once, for those who listen to live regions.
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    expect(await axeViolations()).toEqual([]);
  });
});
