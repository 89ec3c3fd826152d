import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';

type PinInputProps = {
  /**
   * The digits, box by box. An empty box between digits is a space ('12 4'); empty boxes at the
   * end are left out ('12'). The code is complete when it matches /^\d{length}$/.
   */
  value: string;
  onChange: (value: string) => void;
  /** How many boxes. */
  length: number;
  disabled?: boolean;
  /** Marks every box aria-invalid (the error text goes in `describedBy`). */
  invalid?: boolean;
  /** Id(s) of the hint or error text, given to every box. */
  describedBy?: string;
  /** The group's accessible name, e.g. "Verification code". */
  label: string;
  autoFocus?: boolean;
};

const DIGIT = /^\d$/;

/** The boxes of `value`: one digit or '' each. */
function toBoxes(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value.charAt(index);
    return DIGIT.test(char) ? char : '';
  });
}

/** The value of the boxes: a space for an empty box, none at the end. */
const toValue = (boxes: readonly string[]): string => boxes.map((box) => box || ' ').join('').trimEnd();

/**
 * One-digit boxes for a code (docs/product.md#code-entry-screen). Typing a digit fills the box and
 * moves on; other characters are ignored; pasting (or an autofilled code) fills the boxes from
 * the current one; Backspace clears a filled box and, on an empty box, moves to the previous one;
 * the arrow keys, Home and End move between boxes.
 */
export function PinInput({
  value,
  onChange,
  length,
  disabled = false,
  invalid = false,
  describedBy,
  label,
  autoFocus = false,
}: PinInputProps) {
  const { t } = useLingui();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const boxes = toBoxes(value, length);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  const setBox = (index: number, digit: string) => {
    const next = [...boxes];
    next[index] = digit;
    onChange(toValue(next));
  };

  /** Puts the digits of `text` in the boxes from `index` on; focus goes after the last one. */
  const fillFrom = (index: number, text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, length - index);
    if (!digits) return;
    const next = [...boxes];
    [...digits].forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    onChange(toValue(next));
    focusBox(index + digits.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const move = (to: number) => {
      event.preventDefault();
      focusBox(to);
    };
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (boxes[index]) setBox(index, '');
        else if (index > 0) focusBox(index - 1);
        return;
      case 'Delete':
        event.preventDefault();
        if (boxes[index]) setBox(index, '');
        return;
      case 'ArrowLeft':
        return move(index - 1);
      case 'ArrowRight':
        return move(index + 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(length - 1);
      default:
        // A digit replaces the box, whatever the caret; the change handler sees what keyboards
        // without key events (some on-screen ones) type.
        if (DIGIT.test(event.key)) {
          event.preventDefault();
          setBox(index, event.key);
          focusBox(index + 1);
        }
    }
  };

  const onInputChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const current = boxes[index] ?? '';
    if (typed === '') {
      setBox(index, '');
      return;
    }
    // One character added to a filled box: the new one is before the caret.
    if (current && typed.length === current.length + 1) {
      const caret = event.target.selectionStart ?? typed.length;
      const added = typed.charAt(Math.max(0, caret - 1));
      if (DIGIT.test(added)) {
        setBox(index, added);
        focusBox(index + 1);
      }
      return;
    }
    // Anything else: one digit typed in an empty box, or several characters (an autofilled code).
    fillFrom(index, typed);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="pin-input" role="group" aria-label={label}>
      {boxes.map((digit, index) => {
        const position = index + 1;
        return (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className="pin-input__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && index === 0}
            aria-label={t`Digit ${position} of ${length}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            value={digit}
            onChange={onInputChange(index)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
          />
        );
      })}
    </div>
  );
}
