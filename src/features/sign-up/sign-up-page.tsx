import '../../styles/sign-up.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SignUpPageName } from '../../../machines/sign-up.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { ConfirmationCodeEntry, type EmailConfirmationActor } from '../../ui/forms/email-confirmation.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { GeoOptionsProvider } from '../../data/use-geo-options.tsx';
import { AddRecipientPage } from './add-recipient-page.tsx';
import { CodeSuccess } from './code-success.tsx';
import { DataStep } from './data-step.tsx';
import { EmailStep } from './email-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { ShipmentsStep } from './shipments-step.tsx';
import { useSignUp } from './sign-up-actor.ts';
import { SuccessPage } from './success-page.tsx';
import { WizardFrame } from './wizard-frame.tsx';

// Decorative: it comes after the step's form, in a box kept for it.
const SidePicture = lazy(() => import('../../data/side-picture.tsx'));

/** The pages whose card is the wide wizard: the picture beside it needs a wider screen. */
const WIDE_PAGES: readonly (SignUpPageName | null)[] = ['password', 'data', 'shipments', 'addRecipient'];

/** The page of the flow's current step, beside the sign-up picture of the app settings. */
export function SignUpPage({ page }: { page: SignUpPageName | null }) {
  const { t } = useLingui();
  const actor = useSignUp();
  // The e-mail and code steps the flow invoked.
  const confirmation = useActorSelector(actor, (s) => s.children.emailConfirmation);
  const view = pageView(page, confirmation);
  // Leaving the flow: the address is changing.
  if (!view) return <Spinner size="lg" label={t`Loading…`} />;
  return (
    <div className={`auth-page sign-up-page${WIDE_PAGES.includes(page) ? ' sign-up-page--wide' : ''}`}>
      <Suspense fallback={<div className="auth-page__art" aria-hidden="true" />}>
        <SidePicture of="signUp" />
      </Suspense>
      {view}
    </div>
  );
}

function pageView(page: SignUpPageName | null, confirmation: EmailConfirmationActor | undefined): ReactNode {
  switch (page) {
    case 'email':
      return confirmation ? <EmailStep confirmation={confirmation} /> : null;
    case 'code':
      return <ConfirmationCodeEntry confirmation={confirmation} />;
    case 'codeSuccess':
      return <CodeSuccess />;
    case 'password':
      return (
        <WizardFrame step="password">
          <PasswordStep />
        </WizardFrame>
      );
    case 'data':
      return (
        <WizardFrame step="data">
          <GeoOptionsProvider>
            <DataStep />
          </GeoOptionsProvider>
        </WizardFrame>
      );
    case 'shipments':
      return (
        <WizardFrame step="shipments">
          <ShipmentsStep />
        </WizardFrame>
      );
    case 'addRecipient':
      return (
        <GeoOptionsProvider>
          <AddRecipientPage />
        </GeoOptionsProvider>
      );
    case 'success':
      return <SuccessPage />;
    default:
      return null;
  }
}
