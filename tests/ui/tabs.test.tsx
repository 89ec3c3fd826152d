// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '../../src/ui/tabs.tsx';
import { axeViolations, renderUi } from './support/render.tsx';

type Tab = 'profile' | 'recipients' | 'help';

function Page({ initial = 'profile' }: { initial?: Tab }) {
  const [value, setValue] = useState<Tab>(initial);
  return (
    <main>
      <button type="button">Before</button>
      <Tabs
        label="My information"
        value={value}
        onValueChange={setValue}
        tabs={[
          { value: 'profile', label: 'My profile', content: <p>The profile.</p> },
          { value: 'recipients', label: 'Recipients', content: <p>The recipients.</p> },
          { value: 'help', label: 'Help', content: <p>The help.</p> },
        ]}
      />
    </main>
  );
}

const tab = (name: string) => within(screen.getByRole('tablist', { name: 'My information' })).getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tab list whose open tab controls the one panel rendered', async () => {
    renderUi(<Page />);
    const tabs = within(screen.getByRole('tablist', { name: 'My information' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['My profile', 'Recipients', 'Help']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panel = screen.getByRole('tabpanel', { name: 'My profile' });
    expect(tab('My profile').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('The profile.');
    expect(document.body.textContent).not.toContain('The help.');
    expect(await axeViolations()).toEqual([]);
  });

  it('is one stop for the Tab key, on the open tab', async () => {
    renderUi(<Page initial="recipients" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Recipients')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Recipients' })).toHaveFocus();
  });

  it('opens a tab on a click, and with the arrow keys, Home and End, round the ends', async () => {
    renderUi(<Page />);
    const user = userEvent.setup();
    await user.click(tab('Help'));
    expect(tab('Help').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Help' }).textContent).toBe('The help.');

    await user.keyboard('{ArrowRight}');
    expect(tab('My profile')).toHaveFocus();
    expect(tab('My profile').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Help')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Recipients')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Recipients' }).textContent).toBe('The recipients.');
    await user.keyboard('{Home}');
    expect(tab('My profile').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(tab('Help').getAttribute('aria-selected')).toBe('true');
    expect(tab('Help').tabIndex).toBe(0);
    expect(tab('My profile').tabIndex).toBe(-1);
  });
});
