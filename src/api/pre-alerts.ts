import type { Http } from './http.ts';
import { CouriersResponseSchema } from './contract/site.ts';
import {
  PRE_ALERT_FILE_FIELD,
  PreAlertPageSchema,
  PreAlertResponseSchema,
  type PreAlertCreateFields,
} from './contract/pre-alerts.ts';
import { UPLOAD_ORIGINAL_NAME_FIELD } from './contract/media.ts';
import { multipartBody, type UploadProgress } from './upload.ts';

export type PreAlertUpload = {
  fields: PreAlertCreateFields;
  /** The bill, already renamed as the server keeps it (`${userId}-${uniqueId}.${ext}`). */
  file: File;
  /** The bill's name as the customer chose it, kept beside the renamed file (docs/product.md#calls). */
  originalName?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** The form data of POST api/pre-alerts: the text fields (with the bill's own name), then the bill as `invoice`. */
export const preAlertFormData = (fields: PreAlertCreateFields, file: File, originalName?: string): FormData =>
  multipartBody({ ...fields, [UPLOAD_ORIGINAL_NAME_FIELD]: originalName }, PRE_ALERT_FILE_FIELD, file);

export const preAlertsApi = (http: Http) => ({
  /** A page of the customer's pre-alerts, newest first. */
  list: (page: number, pageSize: number) =>
    http.request(PreAlertPageSchema, 'api/pre-alerts', { query: { page, page_size: pageSize } }),
  get: async (id: number) => (await http.request(PreAlertResponseSchema, `api/pre-alerts/${id}`)).data,
  /** The US carriers a package may come with. */
  couriers: async () => (await http.request(CouriersResponseSchema, 'api/us-couriers')).data,
  create: async ({ fields, file, originalName, onProgress, signal }: PreAlertUpload) =>
    (await http.upload(PreAlertResponseSchema, 'api/pre-alerts', preAlertFormData(fields, file, originalName), { onProgress, signal })).data,
});
export type PreAlertsApi = ReturnType<typeof preAlertsApi>;
