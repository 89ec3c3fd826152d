import { Trans } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { BackLink } from '../../ui/back-link.tsx';

/** The back link of the pre-alert pages, to the list. */
export function BackToPreAlerts() {
  return (
    <BackLink to={paths.preAlerts}>
      <Trans>← Pre-alerts</Trans>
    </BackLink>
  );
}
