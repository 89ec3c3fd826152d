import { Trans } from '@lingui/react/macro';
import { loadSiteApi } from '../api/lazy-api.ts';
import { useApi } from '../api/use-api.ts';
import { DEV_MAILBOX_URL } from '../lib/paths.ts';
import { useResource } from '../data/use-resource.ts';

/**
 * On the demo server (mail kept in an outbox), a note with a link to the mailbox page, so whoever
 * tries the portal can read the codes it e-mails. Nothing at all otherwise, or if the check fails.
 */
export default function DemoNotice() {
  const site = useApi(loadSiteApi);
  const demo = useResource(async () => (await site()).isDemo());
  if (demo.status !== 'loaded' || !demo.data) return null;
  return (
    <aside className="demo-notice">
      <p>
        <Trans>
          Demo mode: <a href={DEV_MAILBOX_URL}>read the e-mails the portal sends</a>
        </Trans>
      </p>
    </aside>
  );
}
