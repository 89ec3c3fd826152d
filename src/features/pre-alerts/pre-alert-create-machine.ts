import { fromCallback } from 'xstate';
import { preAlertCreateMachine, type PreAlertCreateEvent, type PreAlertDraft } from '../../../machines/pre-alert-create.ts';
import type { PreAlertsApi } from '../../api/pre-alerts.ts';
import { reportUpload } from '../../lib/upload-actor.ts';
import { renamedUpload, type PreAlertFormValues } from '../../lib/upload-rules.ts';

/**
 * The creation flow with the real upload: the bill renamed `${userId}-${uniqueId}.${ext}`, its
 * progress and its outcome sent to the flow; leaving the flow cancels the upload.
 */
export function providePreAlertCreate(api: PreAlertsApi, userId: number) {
  return preAlertCreateMachine.provide({
    actors: {
      uploadPreAlert: fromCallback<PreAlertCreateEvent, { draft: PreAlertDraft }>(({ input, sendBack }) => {
        const { invoice, ...fields } = input.draft as PreAlertFormValues;
        return reportUpload(
          sendBack,
          (progress) => api.create({ fields, file: renamedUpload(invoice, userId), ...progress }),
          (preAlert) => ({ id: preAlert.id }),
        );
      }),
    },
  });
}
