import { useLingui } from '@lingui/react/macro';

type SpinnerSize = 'xs' | 'sm' | 'lg';
export type SpinnerColor = 'blue' | 'orange';

type SpinnerProps = {
  size?: SpinnerSize;
  color?: SpinnerColor;
  /** What is loading, read by screen readers; "Loading…" when absent. */
  label?: string;
};

/** A loading indicator. `lg` fills the screen height (start-up, a whole page loading). */
export function Spinner({ size = 'sm', color = 'blue', label }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <div className={`spinner spinner--${size} spinner--${color}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </div>
  );
}
