import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSignUp } from './sign-up-actor.ts';

export type WizardStep = 'password' | 'data' | 'shipments';

/**
 * /create-account/add-user-information: the wizard's frame. The tab bar shows security, data and
 * shipment; Back shows only on the shipment step. No "Sign in": the account is being created
 * (docs/product.md#sign-up).
 */
export function WizardFrame({ step, children }: { step: WizardStep; children: ReactNode }) {
  const { t } = useLingui();
  const actor = useSignUp();
  const steps: { key: WizardStep; label: string }[] = [
    { key: 'password', label: t`Security` },
    { key: 'data', label: t`Data` },
    { key: 'shipments', label: t`Shipment` },
  ];
  const current = steps.findIndex((s) => s.key === step);
  return (
    <section className="auth-card wizard" aria-labelledby="wizard-title">
      {step === 'shipments' && (
        <div className="wizard__top">
          <button type="button" className="link-button wizard__back" onClick={() => actor.send({ type: 'BACK' })}>
            <Trans>← Back</Trans>
          </button>
        </div>
      )}
      <h1 id="wizard-title" className="wizard__heading">
        <Trans>Create your account</Trans>
      </h1>
      <ol className="wizard__steps" aria-label={t`Sign-up steps`}>
        {steps.map((s, index) => (
          <li
            key={s.key}
            className={`wizard__step${index === current ? ' wizard__step--current' : ''}${index < current ? ' wizard__step--done' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="wizard__step-number" aria-hidden="true">
              {index + 1}
            </span>
            {s.label}
          </li>
        ))}
      </ol>
      <div className="wizard__body">{children}</div>
    </section>
  );
}
