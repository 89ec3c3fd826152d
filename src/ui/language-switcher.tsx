import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '../api/contract/limits.ts';
import { activateLanguage } from '../i18n/i18n.ts';

/** Each language named in itself, as language pickers do; not translated on purpose. */
export const AUTONYMS: Record<Language, string> = { es: 'Español', en: 'English' };

/** Two toggle buttons (ES / EN); the choice is applied at once and cached like the detected one. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <div className={`language-switcher ${className}`} role="group" aria-label={t`Language`}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switcher__option"
          aria-pressed={i18n.locale === language}
          onClick={() => void activateLanguage(language)}
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="visually-hidden">{AUTONYMS[language]}</span>
        </button>
      ))}
    </div>
  );
}
