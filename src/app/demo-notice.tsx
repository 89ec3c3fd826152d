import { Trans } from '@lingui/react/macro';
import { DEV_MAILBOX_URL } from '../lib/paths.ts';

/**
 * On the demo server (mail kept in an outbox), a note with a link to the mailbox page, so whoever
 * tries the portal can read the codes it e-mails. Always in the page, shown only by the
 * stylesheet when the reference server marks the page as the demo's (DEMO_PAGE_ATTRIBUTE): the
 * page asks nothing for it (docs/architecture.md#the-first-screen-on-any-host).
 */
export function DemoNotice() {
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
