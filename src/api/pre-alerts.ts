import type { Http } from './http.ts';
import { CouriersResponseSchema } from './contract/site.ts';
import {
  PRE_ALERT_FILE_FIELD,
  PreAlertPageSchema,
  PreAlertResponseSchema,
  type PreAlertCreateFields,
} from './contract/pre-alerts.ts';
import { multipartBody, type UploadProgress } from './upload.ts';

export type PreAlertUpload = {
  fields: PreAlertCreateFields;
  /** The bill, already renamed as the server keeps it (`${userId}-${uniqueId}.${ext}`). */
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** The form data of POST api/pre-alerts: the text fields, then the bill as `invoice`. */
export const preAlertFormData = (fields: PreAlertCreateFields, file: File): FormData => multipartBody(fields, PRE_ALERT_FILE_FIELD, file);

export const preAlertsApi = (http: Http) => ({
  /** A page of the customer's pre-alerts, newest first. */
  list: (page: number, pageSize: number) =>
    http.request(PreAlertPageSchema, 'api/pre-alerts', { query: { page, page_size: pageSize } }),
  get: async (id: number) => (await http.request(PreAlertResponseSchema, `api/pre-alerts/${id}`)).data,
  /** The US carriers a package may come with. */
  couriers: async () => (await http.request(CouriersResponseSchema, 'api/us-couriers')).data,
  create: async ({ fields, file, onProgress, signal }: PreAlertUpload) =>
    (await http.upload(PreAlertResponseSchema, 'api/pre-alerts', preAlertFormData(fields, file), { onProgress, signal })).data,
});
export type PreAlertsApi = ReturnType<typeof preAlertsApi>;
