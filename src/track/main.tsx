// The shared tracking page's entry (track.html, `/t/<token>`): an entry of its own, so the page
// loads none of the signed-in portal (docs/product.md#shared-tracking).
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/components.css';
import '../styles/timeline.css';
import './track.css';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { activateTrackLanguage, detectedLanguage, i18n } from './track-i18n.ts';
import { TrackPage } from './track-page.tsx';

await activateTrackLanguage(detectedLanguage(), { chosen: false });
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <TrackPage />
  </I18nProvider>,
);
