import { useLingui } from '@lingui/react';
/** Each language named in itself, as language pickers do; not translated on purpose. */
export const AUTONYMS = { es: 'Español', en: 'English' } as const;

/** A language of the portal: the contract's, which the callers' own types check against these keys. */
type Language = keyof typeof AUTONYMS;

/** The buttons' order: the keys of AUTONYMS, which must name every language (its type says so). */
const LANGUAGE_ORDER = Object.keys(AUTONYMS) as Language[];

type LanguageButtonsProps = {
  onChoose: (language: Language) => void;
  /** The group's name, worded by the caller: each page's catalog has its own words. */
  label: string;
  className?: string;
};

/**
 * Two toggle buttons (ES / EN), the current one pressed. What a choice does is the page's: the
 * portal's switch and the shared tracking page's each load their own catalogs.
 */
export function LanguageButtons({ onChoose, label, className = '' }: LanguageButtonsProps) {
  const { i18n } = useLingui();
  return (
    <div className={`language-switcher ${className}`} role="group" aria-label={label}>
      {LANGUAGE_ORDER.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switcher__option"
          aria-pressed={i18n.locale === language}
          onClick={() => onChoose(language)}
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="visually-hidden">{AUTONYMS[language]}</span>
        </button>
      ))}
    </div>
  );
}
