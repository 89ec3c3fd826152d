import { useLingui } from '@lingui/react/macro';
import { activateLanguage } from '../i18n/i18n.ts';
import { LanguageButtons } from './language-buttons.tsx';

/** The portal's ES / EN: the choice is applied at once and cached like the detected one. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  return <LanguageButtons className={className} label={t`Language`} onChoose={(language) => void activateLanguage(language)} />;
}
