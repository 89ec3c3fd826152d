import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';

/** The back link of the pre-alert pages, to the list. */
export function BackToPreAlerts() {
  return (
    <p>
      <Link to={paths.preAlerts} className="page__back">
        <Trans>← Pre-alerts</Trans>
      </Link>
    </p>
  );
}
