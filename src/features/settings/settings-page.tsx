import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGES } from '../../api/contract/limits.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { AUTONYMS } from '../../ui/language-buttons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { EmailNoticesCard } from './email-notices-card.tsx';
import { provideLanguageChoice } from './language-choice-implementations.ts';
import '../../styles/user-information.css';

/** Its implementations need nothing from the page: provided once. */
const languageChoice = provideLanguageChoice();

/**
 * /home/user-information/settings (from the account menu): the language, es or en (docs/product.md#settings).
 * A choice applies at once and is kept like the header switch's (local storage and cookie). Then the
 * e-mail switches, a card of their own.
 */
export function SettingsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Settings`);
  const actor = useFlowActor(languageChoice);
  const chosen = useActorSelector(actor, (s) => s.context.chosen);
  const saved = useActorSelector(actor, (s) => s.matches('saved'));
  return (
    <div className="page">
      <PageHeader title={<Trans>Settings</Trans>} />
      <section className="card settings-card" aria-labelledby="language-title">
        <h2 id="language-title" className="card__title">
          <Trans>Language</Trans>
        </h2>
        <fieldset className="choice-group" aria-labelledby="language-title" aria-describedby="language-hint">
          <p id="language-hint" className="card__lead">
            <Trans>The portal’s texts and our messages are shown in this language. It is saved on this device.</Trans>
          </p>
          {LANGUAGES.map((language) => (
            <label key={language} className="choice">
              <input
                type="radio"
                name="language"
                value={language}
                checked={(chosen ?? i18n.locale) === language}
                onChange={() => actor.send({ type: 'CHOOSE', language })}
              />
              <span lang={language}>{AUTONYMS[language]}</span>
            </label>
          ))}
        </fieldset>
        <p className="settings-card__status" role="status">
          {saved && <Trans>Saved.</Trans>}
        </p>
      </section>
      <EmailNoticesCard />
    </div>
  );
}
