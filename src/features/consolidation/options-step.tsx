import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { consolidationMessages, type ShipmentOptions } from '../../../machines/consolidation.ts';
import { DECLARED_VALUE_MAX, SHIPMENT_NOTES_MAX } from '../../api/contract/limits.ts';
import { InsuranceOptionLabel, RepackingOptionLabel } from '../../forms/quote-option-labels.tsx';
import { declaredValueOf } from '../../forms/declared-value.ts';
import { formatAmountInput } from '../../lib/money.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useConsolidation } from './consolidation-actor.ts';
import { StepActions, StepSection } from './step-layout.tsx';

/** Step 4: insurance with the declared value, repacking, notes; every change goes to the flow at once. */
export function OptionsStep() {
  const { t, i18n } = useLingui();
  const actor = useConsolidation();
  const options = useActorSelector(actor, (s) => s.context.options);
  const missingValue = useActorSelector(actor, (s) => s.context.missingDeclaredValue);
  const refused = useActorSelector(actor, (s) => (s.context.refusal?.field === 'declared_value' ? s.context.refusal.messages : null));
  // The value as typed (a half-typed "12," stays); the flow gets its number.
  const [valueText, setValueText] = useState(() => (options.declaredValue ? formatAmountInput(i18n.locale, options.declaredValue) : ''));
  const change = (next: Partial<ShipmentOptions>) => actor.send({ type: 'CHANGE_OPTIONS', options: { ...options, ...next } });
  const badValue = valueText.trim() !== '' && declaredValueOf(i18n.locale, valueText) === null;
  const valueError = badValue
    ? t`Give an amount in US dollars, up to ${formatAmountInput(i18n.locale, DECLARED_VALUE_MAX)}.`
    : (refused?.[0] ?? (missingValue ? i18n._(consolidationMessages.declaredValueNeeded) : null));

  return (
    <StepSection id="options" title={<Trans>Options</Trans>}>
      <div className="consolidation__options">
        <div className="check-field">
          <input
            id="consolidation-insurance"
            type="checkbox"
            className="check-field__box"
            checked={options.insurance}
            onChange={(e) => change({ insurance: e.target.checked })}
          />
          <label htmlFor="consolidation-insurance">
            <InsuranceOptionLabel />
          </label>
        </div>
        {options.insurance && (
          <div className="field">
            <label className="field__label" htmlFor="consolidation-declared-value">
              <Trans>Declared value (USD)</Trans>
            </label>
            <input
              id="consolidation-declared-value"
              className="field__input"
              inputMode="decimal"
              autoComplete="off"
              value={valueText}
              aria-invalid={valueError ? true : undefined}
              aria-describedby="consolidation-declared-value-error"
              onChange={(e) => {
                setValueText(e.target.value);
                change({ declaredValue: declaredValueOf(i18n.locale, e.target.value) });
              }}
            />
            <div id="consolidation-declared-value-error" className="field__error" role="alert">
              {valueError}
            </div>
          </div>
        )}
        <div className="check-field">
          <input
            id="consolidation-repack"
            type="checkbox"
            className="check-field__box"
            checked={options.repack}
            onChange={(e) => change({ repack: e.target.checked })}
          />
          <label htmlFor="consolidation-repack">
            <RepackingOptionLabel />
          </label>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="consolidation-notes">
            <Trans>Notes for the warehouse (optional)</Trans>
          </label>
          <textarea
            id="consolidation-notes"
            className="field__input consolidation__notes"
            rows={3}
            maxLength={SHIPMENT_NOTES_MAX}
            value={options.notes}
            onChange={(e) => change({ notes: e.target.value })}
          />
        </div>
      </div>
      <StepActions onBack={() => actor.send({ type: 'BACK' })}>
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'NEXT' })}>
          <Trans>See the full quote</Trans>
        </button>
      </StepActions>
    </StepSection>
  );
}
