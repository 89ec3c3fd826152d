// Pre-alerts: the customer announces a package on its way to the warehouse, with the store's bill.
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PageQuerySchema } from '../../src/api/contract/envelope.ts';
import { UPLOAD_ORIGINAL_NAME_FIELD } from '../../src/api/contract/media.ts';
import {
  PRE_ALERT_FILE_FIELD,
  PreAlertCreateFieldsSchema,
  PreAlertPageSchema,
  PreAlertResponseSchema,
} from '../../src/api/contract/pre-alerts.ts';
import { preparedFor } from '../db/prepared.ts';
import { media, preAlerts } from '../db/schema.ts';
import { creatorClientId } from '../domain/current-client.ts';
import { callersNewestFirst, callersNewestFirstPage } from '../domain/own-page.ts';
import { refuseErrors } from '../domain/input.ts';
import { preAlertErrors, receivingWarehouseId } from '../domain/pre-alerts.ts';
import { ownById, ownIdValues } from '../domain/own-record.ts';
import { callerOfToken } from '../auth/tokens.ts';
import { requireAuth, requireAuthInQuery } from '../http/auth-middleware.ts';
import { describedRoutes, idParams, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { totalOver } from '../foundation/paging.ts';
import { keepUpload, readUploadForm, uploadedMedia } from '../http/upload.ts';
import { DOCUMENT_UPLOAD } from '../media/file-types.ts';
import { selectPreAlerts, serializePreAlerts } from '../serializers/pre-alert.ts';
import { recordWebhook } from '../webhooks/record.ts';

const listPreAlerts = preparedFor((db) =>
  callersNewestFirstPage(preAlerts, selectPreAlerts(db, { total: totalOver(), ...callerOfToken.columns() }).$dynamic()).prepare('list_pre_alerts'),
);
const ownPreAlert = preparedFor((db) => ownById(preAlerts, selectPreAlerts(db).$dynamic()).prepare('pre_alert'));

const signedIn = { tags: ['Pre-alerts'], security: SIGNED_IN };

const listPreAlertsRoute = createRoute({
  ...signedIn,
  middleware: requireAuthInQuery,
  method: 'get',
  path: '/pre-alerts',
  operationId: 'listPreAlerts',
  summary: "The customer's pre-alerts, newest first",
  request: { query: PageQuerySchema },
  responses: { 200: json(PreAlertPageSchema, 'A page of the pre-alerts'), ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION') },
});

const getPreAlertRoute = createRoute({
  ...signedIn,
  middleware: requireAuth,
  method: 'get',
  path: '/pre-alerts/{id}',
  operationId: 'getPreAlert',
  summary: "One of the customer's pre-alerts",
  request: { params: idParams('id') },
  responses: { 200: json(PreAlertResponseSchema, 'The pre-alert'), ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND') },
});

const addPreAlertRoute = createRoute({
  ...signedIn,
  middleware: requireAuth,
  method: 'post',
  path: '/pre-alerts',
  operationId: 'addPreAlert',
  summary: "Announces a package on its way to the warehouse, with the store's bill",
  description: "Refused (FAILED_VALIDATION) until the customer's profile is saved; each upload counts against the customer's uploads an hour.",
  request: {
    body: {
      description: `The pre-alert's fields, and the bill as \`${PRE_ALERT_FILE_FIELD}\`: a PDF, a JPEG or a PNG`,
      required: true,
      content: {
        'multipart/form-data': {
          schema: PreAlertCreateFieldsSchema.extend({
            [PRE_ALERT_FILE_FIELD]: z.string().meta({ format: 'binary' }),
            [UPLOAD_ORIGINAL_NAME_FIELD]: z.string().optional().meta({ description: "The file's own name, when the portal sends it renamed" }),
          }),
        },
      },
    },
  },
  responses: {
    201: json(PreAlertResponseSchema, 'The pre-alert made'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA', 'TOO_MANY_REQUESTS'),
  },
});

export function preAlertRoutes() {
  const routes = describedRoutes();

  on(routes, listPreAlertsRoute, async (c) => {
    const { db } = c.get('deps');
    const page = await callersNewestFirst(c, preAlerts, listPreAlerts(db), (rows) => serializePreAlerts(c.get('signer'), rows));
    return c.json(page, 200);
  });

  on(routes, getPreAlertRoute, async (c) => {
    const { db } = c.get('deps');
    const rows = await ownPreAlert(db).execute(ownIdValues(c));
    const [data] = serializePreAlerts(c.get('signer'), rows);
    if (!data) throw new ApiError('NOT_FOUND');
    return c.json({ data }, 200);
  });

  // multipart/form-data: the text fields of PreAlertCreateFieldsSchema and the bill as `invoice`.
  on(routes, addPreAlertRoute, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const clientId = creatorClientId(t, c.get('user'));
    const { fields, file } = await readUploadForm(c, PreAlertCreateFieldsSchema, { field: PRE_ALERT_FILE_FIELD, ...DOCUMENT_UPLOAD });
    const id = await keepUpload(file, async () => {
      const now = clock.now();
      refuseErrors(await preAlertErrors(db, t, fields, now));
      const warehouseId = await receivingWarehouseId(db);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(preAlerts)
          .values({ ...fields, client_id: clientId, warehouse_id: warehouseId, status: 'PENDING', created_at: now })
          .returning({ id: preAlerts.id });
        if (!created) throw new Error('The new pre-alert was not stored');
        await tx.insert(media).values(uploadedMedia(file, { client_id: clientId, owner_type: 'pre_alert', owner_id: created.id }, now));
        await recordWebhook(tx, c.var, { type: 'pre_alert.created', id: created.id });
        return created.id;
      });
    });
    c.get('deps').sendWebhooks?.();
    const [data] = serializePreAlerts(c.get('signer'), await selectPreAlerts(db).where(eq(preAlerts.id, id)));
    if (!data) throw new Error('The new pre-alert could not be read back');
    return c.json({ data }, 201);
  });

  return routes;
}
