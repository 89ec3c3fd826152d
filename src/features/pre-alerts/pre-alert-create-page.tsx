import '../../styles/forms.css';
import '../../styles/flows.css';
import '../../styles/pre-alerts.css';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { preAlertCreateMachine } from '../../../machines/pre-alert-create.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/session-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useFlowPage, type PageAddresses } from '../../lib/use-flow-page.ts';
import { Modal } from '../../ui/modal.tsx';
import { UploadProgress } from '../../ui/forms/upload-progress.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useResource } from '../../data/use-resource.ts';
import { BackToPreAlerts } from './back-to-pre-alerts.tsx';
import { progressOf, providePreAlertCreate } from './pre-alert-create-implementations.ts';
import { PreAlertForm } from './pre-alert-form.tsx';
import { preAlertsApi } from '../../api/pre-alerts.ts';
import { useApi } from '../../api/use-api.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';

/** The modal closed, the list, in place of the finished form (docs/product.md#steps-and-history). */
const PAGE_ADDRESSES: PageAddresses<ActorRefFrom<typeof preAlertCreateMachine>> = {
  preAlerts: paths.preAlerts,
};

/** /home/pre-alerts/create: the form, the upload's progress, and the confirmation (the flow's states). */
export function PreAlertCreatePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create pre-alert`);
  const api = useApi(preAlertsApi);
  const userId = useCurrentUser()?.id ?? 0;
  const machine = useMemo(() => providePreAlertCreate(api, userId), [api, userId]);
  const actor = useFlowActor(machine);
  useNotifications(actor);
  const couriers = useResource(() => api.couriers());
  const fieldErrors = useActorSelector(actor, (s) => s.context.fieldErrors);
  const uploading = useActorSelector(actor, (s) => s.hasTag('loading'));
  // The upload child owns the progress: read from it while it runs.
  const progress = useSelector(
    useActorSelector(actor, (s) => s.children.upload),
    progressOf,
  );
  const created = useActorSelector(actor, (s) => s.matches('created'));
  useFlowPage(actor, PAGE_ADDRESSES);

  return (
    <div className="page">
      <BackToPreAlerts />
      <header className="page__header">
        <div>
          <h1 className="page__title">
            <Trans>Create pre-alert</Trans>
          </h1>
          <p className="page__lead">
            <Trans>Tell us what is coming to your locker. Fields marked with * are required.</Trans>
          </p>
        </div>
      </header>
      <section className="card">
        <PreAlertForm
          couriers={couriers}
          fieldErrors={fieldErrors}
          submitting={uploading}
          onValid={(values) => actor.send({ type: 'SUBMIT', values })}
        />
        {uploading && (
          <UploadProgress progress={progress}>
            <Trans>Uploading the bill… {progress}%</Trans>
          </UploadProgress>
        )}
      </section>
      {/* The app opens it when the pre-alert is sent: no entry of its own, Back leaves the page. */}
      <Modal
        dialogId="pre-alert-created"
        open={created}
        backCloses={false}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'CLOSE' });
        }}
        title={t`Pre-alert created`}
        description={t`We will let you know when your package arrives at the warehouse.`}
        footer={
          <Link to={paths.preAlerts} className="button button--primary">
            <Trans>Back to pre-alerts</Trans>
          </Link>
        }
      />
    </div>
  );
}
