import type { ReactNode } from 'react';
import { Spinner, type SpinnerColor } from './spinner.tsx';

type BusyButtonProps = {
  /** Its own call runs: a spinner and `busyLabel` in place of the words. */
  busy: boolean;
  busyLabel: string;
  /** Clicks are ignored (aria-disabled, so it keeps its focus); by default while busy. */
  disabled?: boolean;
  type?: 'button' | 'submit';
  className: string;
  spinnerColor?: SpinnerColor;
  onPress?: () => void;
  children: ReactNode;
};

/** A button whose flow is on a call: it ignores clicks and, while its own call runs, says so, by name too. */
export function BusyButton({ busy, busyLabel, disabled = busy, type = 'button', className, spinnerColor, onPress, children }: BusyButtonProps) {
  return (
    <button
      type={type}
      className={className}
      aria-disabled={disabled}
      // A status inside a button does not name it: the busy words must, or the button is unnamed.
      aria-label={busy ? busyLabel : undefined}
      onClick={() => {
        if (!disabled) onPress?.();
      }}
    >
      {busy ? (
        <>
          <Spinner size="xs" color={spinnerColor} label={busyLabel} />
          <span aria-hidden="true">{busyLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
