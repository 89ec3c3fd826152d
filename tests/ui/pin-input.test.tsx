// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PinInput } from '../../src/ui/forms/pin-input.tsx';
import { axeViolations, renderUi } from './support/render.tsx';

/** A PinInput whose value lives in state, as a screen keeps it; `changes` records each value. */
function renderPin(initial = '', props: { invalid?: boolean; describedBy?: string } = {}) {
  const changes: string[] = [];
  function Screen() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <PinInput
          label="Verification code"
          length={6}
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
          {...props}
        />
        <output data-testid="value">{value}</output>
      </>
    );
  }
  renderUi(<Screen />);
  const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
  const value = () => screen.getByTestId('value').textContent;
  return { boxes, value, changes };
}

describe('PinInput', () => {
  it('renders six labelled numeric boxes in a named group', async () => {
    const { boxes } = renderPin();
    expect(boxes).toHaveLength(6);
    expect(within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole('textbox')).toEqual(boxes);
    expect(boxes[0]?.getAttribute('aria-label')).toBe('Digit 1 of 6');
    expect(boxes[5]?.getAttribute('aria-label')).toBe('Digit 6 of 6');
    expect(boxes.every((box) => box.inputMode === 'numeric')).toBe(true);
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes[1]?.getAttribute('autocomplete')).toBe('off');
    expect(await axeViolations()).toEqual([]);
  });

  it('fills a box with the typed digit and moves to the next one', () => {
    const { boxes, value } = renderPin();
    boxes[0]!.focus();
    fireEvent.keyDown(boxes[0]!, { key: '4' });
    expect(value()).toBe('4');
    expect(document.activeElement).toBe(boxes[1]);
    // A keyboard without key events: the change event carries the digit.
    fireEvent.change(boxes[1]!, { target: { value: '2' } });
    expect(value()).toBe('42');
    expect(document.activeElement).toBe(boxes[2]);
    expect(boxes.map((box) => box.value)).toEqual(['4', '2', '', '', '', '']);
  });

  it('replaces the digit of a filled box', () => {
    const { boxes, value } = renderPin('123456');
    fireEvent.keyDown(boxes[2]!, { key: '9' });
    expect(value()).toBe('129456');
    expect(document.activeElement).toBe(boxes[3]);
    // Typed after the digit, without a selection: the new digit is the one before the caret.
    fireEvent.change(boxes[3]!, { target: { value: '47', selectionStart: 2, selectionEnd: 2 } });
    expect(value()).toBe('129756');
  });

  it('ignores anything but digits', () => {
    const { boxes, value, changes } = renderPin();
    boxes[0]!.focus();
    fireEvent.keyDown(boxes[0]!, { key: 'a' });
    fireEvent.change(boxes[0]!, { target: { value: 'a' } });
    fireEvent.change(boxes[0]!, { target: { value: '-' } });
    expect(changes).toEqual([]);
    expect(value()).toBe('');
    expect(boxes[0]!.value).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('fills the boxes from the current one with the digits of a pasted text', () => {
    const { boxes, value } = renderPin('12');
    boxes[2]!.focus();
    fireEvent.paste(boxes[2]!, { clipboardData: { getData: () => ' 34-5 6 ' } });
    expect(value()).toBe('123456');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('leaves a hole before a paste into a later box, and stops at the last box', () => {
    const { boxes, value } = renderPin();
    fireEvent.paste(boxes[2]!, { clipboardData: { getData: () => '98' } });
    expect(value()).toBe('  98');
    expect(document.activeElement).toBe(boxes[4]);
    fireEvent.paste(boxes[4]!, { clipboardData: { getData: () => '1234567' } });
    expect(value()).toBe('  9812');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('takes an autofilled code typed into the first box', () => {
    const { boxes, value } = renderPin();
    fireEvent.change(boxes[0]!, { target: { value: '654321' } });
    expect(value()).toBe('654321');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('clears a filled box on Backspace and moves back from an empty one without clearing', () => {
    const { boxes, value } = renderPin('123');
    boxes[2]!.focus();
    fireEvent.keyDown(boxes[2]!, { key: 'Backspace' });
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(boxes[2]);
    fireEvent.keyDown(boxes[2]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes[1]);
    expect(value()).toBe('12');
    boxes[0]!.focus();
    fireEvent.keyDown(boxes[0]!, { key: 'Backspace' });
    expect(value()).toBe(' 2');
    fireEvent.keyDown(boxes[0]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const { boxes } = renderPin();
    await user.click(boxes[0]!);
    await user.keyboard('{ArrowRight}');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(boxes[5]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(boxes[0]).toHaveFocus();
  });

  it('passes the error state and its description to every box', async () => {
    const { boxes } = renderPin('', { invalid: true, describedBy: 'pin-error' });
    expect(boxes.every((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(boxes.every((box) => box.getAttribute('aria-describedby') === 'pin-error')).toBe(true);
  });

  it('renders a given length, disabled', () => {
    const onChange = vi.fn();
    renderUi(<PinInput label="Code" value="12" onChange={onChange} length={4} disabled />);
    const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(4);
    expect(boxes[3]?.getAttribute('aria-label')).toBe('Digit 4 of 4');
    expect(boxes.every((box) => box.disabled)).toBe(true);
  });
});
