import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { activateLanguage } from '../i18n/i18n.ts';

/** A language of the portal (the contract's LANGUAGES), as the i18n set-up takes it. */
type Language = Parameters<typeof activateLanguage>[0];

/** Each language named in itself, as language pickers do; not translated on purpose. */
export const AUTONYMS: Record<Language, string> = { es: 'Español', en: 'English' };

/** The buttons' order: the keys of AUTONYMS, which must name every language (its type says so). */
const LANGUAGE_ORDER = Object.keys(AUTONYMS) as Language[];

/** Two toggle buttons (ES / EN); the choice is applied at once and cached like the detected one. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <div className={`language-switcher ${className}`} role="group" aria-label={t`Language`}>
      {LANGUAGE_ORDER.map((language) => (
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
