import type { ReactNode } from 'react';
import { useWriteBlocked } from './connection-context.ts';
import { Spinner, type SpinnerColor } from './spinner.tsx';

type BusyButtonProps = {
  /** Its own call runs: a spinner and `busyLabel` in place of the words. */
  busy: boolean;
  busyLabel: string;
  /** Clicks are ignored (aria-disabled, so it keeps its focus); by default while busy. */
  disabled?: boolean;
  type?: 'button' | 'submit';
  /** The form a submit sends when it stands outside it (a dialog's footer under the dialog's form). */
  form?: string;
  className: string;
  spinnerColor?: SpinnerColor;
  onPress?: () => void;
  children: ReactNode;
};

/**
 * A button whose flow is on a call: it ignores clicks and, while its own call runs, says so, by name
 * too. Every such call writes, so with no connection it ignores them too, and names the banner that
 * says why (docs/product.md#offline-reading); a submit then sends no form, whose fields keep what
 * they hold.
 */
export function BusyButton({ busy, busyLabel, disabled = busy, type = 'button', form, className, spinnerColor, onPress, children }: BusyButtonProps) {
  const offline = useWriteBlocked();
  const ignored = disabled || offline.blocked;
  return (
    <button
      type={type}
      form={form}
      className={className}
      aria-disabled={ignored}
      aria-describedby={offline.describedBy}
      // A status inside a button does not name it: the busy words must, or the button is unnamed.
      aria-label={busy ? busyLabel : undefined}
      onClick={(event) => {
        if (offline.blocked) event.preventDefault();
        else if (!disabled) onPress?.();
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
