import { Link } from 'react-router-dom';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Package } from '../../api/contract/packages.ts';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { weightFormat } from '../../lib/weight.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { consolidationMessages } from '../../../machines/consolidation.ts';
import { useConsolidation } from './consolidation-actor.ts';
import { ChoiceError, RefusalMessage, StepActions, StepSection } from './step-layout.tsx';

/** Step 1: the packages in the warehouse, as checkboxes; at least one. */
export function PackagesStep() {
  const { t } = useLingui();
  const actor = useConsolidation();
  const packages = useActorSelector(actor, (s) => s.context.packages);
  const selected = useActorSelector(actor, (s) => s.context.selectedPackageIds);
  const refusal = useActorSelector(actor, (s) => (s.context.refusal?.field === 'package_ids' ? s.context.refusal : null));
  const refreshing = useActorSelector(actor, (s) => s.matches({ packages: 'refreshing' }));
  const missing = useActorSelector(actor, (s) => s.context.missingChoice === 'packages');
  const count = selected.length;
  return (
    <StepSection id="packages" title={<Trans>Choose the packages to ship</Trans>}>
      {refusal && (
        <RefusalMessage messages={refusal.messages}>
          <p>
            <Trans>A package you chose can no longer be shipped: it has left your choice.</Trans>
          </p>
        </RefusalMessage>
      )}
      {refreshing && <Spinner size="sm" label={t`Loading your packages…`} />}
      {!refreshing && packages.length === 0 && (
        <p className="consolidation__empty">
          <Trans>
            You have no packages in the warehouse ready to ship. <Link to={paths.packages}>See your packages</Link>
          </Trans>
        </p>
      )}
      {packages.length > 0 && (
        <fieldset className="consolidation__fieldset" aria-describedby={missing ? 'consolidation-packages-error' : undefined}>
          <legend className="consolidation__legend">
            <Trans>Packages in the warehouse</Trans>
          </legend>
          <ul className="choice-list">
            {packages.map((pkg) => (
              <li key={pkg.id}>
                <PackageChoice pkg={pkg} checked={selected.includes(pkg.id)} onToggle={() => actor.send({ type: 'TOGGLE_PACKAGE', packageId: pkg.id })} />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <ChoiceError id="consolidation-packages-error" message={missing ? consolidationMessages.choosePackages : null} />
      <p className="consolidation__count" aria-live="polite">
        <Plural value={count} _0="No package chosen" one="# package chosen" other="# packages chosen" />
      </p>
      <StepActions>
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'NEXT' })}>
          <Trans>Continue</Trans>
        </button>
      </StepActions>
    </StepSection>
  );
}

function PackageChoice({ pkg, checked, onToggle }: { pkg: Package; checked: boolean; onToggle: () => void }) {
  const { i18n } = useLingui();
  const weight = weightFormat(i18n.locale).fromKg(pkg.weight_kg);
  return (
    <label className="choice">
      <input type="checkbox" className="check-field__box" checked={checked} onChange={onToggle} />
      <span className="choice__body">
        <span className="choice__title">{pkg.content}</span>
        <span className="choice__detail">
          <Trans>
            {pkg.tracking} · {weight}
          </Trans>
        </span>
      </span>
    </label>
  );
}
