import { useLingui } from '@lingui/react/macro';
import { LanguageButtons } from '../ui/language-buttons.tsx';
import { activateTrackLanguage } from './track-i18n.ts';

/** ES / EN, as on the portal's public pages (the same look), switching this page's catalog. */
export function TrackLanguageSwitch() {
  const { t } = useLingui();
  return <LanguageButtons label={t`Language`} onChoose={(language) => void activateTrackLanguage(language, { chosen: true })} />;
}
