import { fromCallback, type SnapshotFrom } from 'xstate';
import {
  preAlertCreateMachine,
  preAlertUploadMachine,
  type CreatedPreAlert,
  type PreAlertDraft,
} from '../../../machines/pre-alert-create.ts';
import type { UploadInput, UploadReport } from '../../../machines/upload.ts';
import type { PreAlertsApi } from '../../api/pre-alerts.ts';
import { reportUpload } from '../../lib/upload-actor.ts';
import { renamedUpload } from '../../lib/upload-rules.ts';

/**
 * The creation flow with the real upload child: the bill renamed `${userId}-${uniqueId}.${ext}`
 * with the name it had sent beside it (docs/product.md#calls), its progress and its outcome reported to the child; leaving the flow cancels the upload.
 */
export function providePreAlertCreate(api: PreAlertsApi, userId: number) {
  const upload = preAlertUploadMachine.provide({
    actors: {
      sendBody: fromCallback<UploadReport<CreatedPreAlert>, UploadInput<PreAlertDraft>>(({ input, sendBack }) => {
        const { invoice, ...fields } = input.body;
        return reportUpload(
          sendBack,
          (progress) => api.create({ fields, file: renamedUpload(invoice, userId), originalName: invoice.name, ...progress }),
          (preAlert) => ({ id: preAlert.id }),
        );
      }),
    },
  });
  return preAlertCreateMachine.provide({ actors: { upload } });
}

/** The percent of the bill sent, 0–100, from the upload child's snapshot (none: 0). */
export const progressOf = (upload: SnapshotFrom<typeof preAlertUploadMachine> | undefined) => upload?.context.progress ?? 0;
