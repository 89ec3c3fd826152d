import type { ReactNode } from 'react';
import { AuthCard } from './auth-card.tsx';

type AuthSuccessProps = {
  documentTitle: string;
  title: string;
  lead: ReactNode;
  continueLabel: ReactNode;
  onContinue: () => void;
};

/** A step of sign-up or recovery that went well: the check mark, what it means, and one way on. */
export function AuthSuccess({ documentTitle, title, lead, continueLabel, onContinue }: AuthSuccessProps) {
  return (
    <AuthCard success documentTitle={documentTitle} title={title} lead={lead}>
      <button type="button" className="button button--primary button--block" onClick={onContinue}>
        {continueLabel}
      </button>
    </AuthCard>
  );
}
