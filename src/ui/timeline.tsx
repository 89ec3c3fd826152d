import { useLingui } from '@lingui/react/macro';
import { Icon } from './icons.tsx';

export type TimelineStep = {
  key: string;
  label: string;
  /** The instant, for `<time dateTime>`; none for a step not reached yet. */
  at?: string;
  /** The instant as the customer reads it (date and time). */
  when?: string | null;
  /** Reached steps have a filled marker. */
  reached: boolean;
  /** The final step (delivered): its marker carries a check mark. */
  done?: boolean;
  /** The company's words on this step, shown under it. */
  note?: string | null;
  /** An operator corrected this status: said beside its label. */
  corrected?: boolean;
};

/**
 * A timeline, horizontal on wide screens and vertical on phones: one marker per step, filled when
 * reached, the current one highlighted, the step's label and when it happened, in the given order.
 */
export function Timeline({ steps, label }: { steps: readonly TimelineStep[]; label: string }) {
  const { t } = useLingui();
  const current = steps.findLastIndex((step) => step.reached);
  return (
    <div className="timeline" tabIndex={0} role="region" aria-label={label}>
      <ol className="timeline__steps">
        {steps.map((step, index) => (
          <li
            key={`${step.key}-${index}`}
            className="timeline__step"
            data-reached={step.reached}
            data-done={step.done ? true : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="timeline__marker" aria-hidden="true">
              {step.done && <Icon name="check" size={14} strokeWidth={3} />}
            </span>
            <span className="timeline__label">
              {step.label}
              {step.corrected && <span className="timeline__corrected"> ({t`corrected`})</span>}
            </span>
            {step.at && step.when ? (
              <time className="timeline__when" dateTime={step.at}>
                {step.when}
              </time>
            ) : (
              <span className="timeline__when">{t`Not reached yet`}</span>
            )}
            {step.note && <span className="timeline__note">{step.note}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
