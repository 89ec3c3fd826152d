import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../styles/forms.css';
import '../../styles/user-information.css';

/**
 * /home/user-information: the tab bar of the customer's own corner (my profile, recipients, help;
 * docs/product.md#signed-in-pages). Each tab is a route: choosing one goes to its address, and the open panel shows the
 * route's page. The settings and the add-recipient page are beside it, without a tab.
 */
export function UserInformationLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = [
    { value: 'my-profile', label: t`My profile`, path: paths.myProfile },
    { value: 'recipient', label: t`Recipients`, path: paths.recipientTab },
    { value: 'help', label: t`Help`, path: paths.help },
  ] as const;
  const current = pathname.replace(/\/+$/, '');
  const active = tabs.find((tab) => tab.path === current) ?? tabs[0];
  // The open tab names the browser tab (a tab's page sets no title of its own).
  useDocumentTitle(active.label);

  return (
    <div className="page user-information">
      <PageHeader title={<Trans>My information</Trans>} />
      <Tabs
        label={t`My information`}
        value={active.value}
        onValueChange={(value) => {
          const tab = tabs.find((candidate) => candidate.value === value);
          if (tab && tab.path !== current) void navigate(tab.path);
        }}
        // Only the open panel is rendered: it shows the page of the address.
        tabs={tabs.map((tab) => ({ value: tab.value, label: tab.label, content: <Outlet /> }))}
      />
    </div>
  );
}
