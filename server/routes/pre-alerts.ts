// Pre-alerts: the customer announces a package on its way to the warehouse, with the store's bill.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { PRE_ALERT_FILE_FIELD, PreAlertCreateFieldsSchema } from '../../src/api/contract/pre-alerts.ts';
import { preparedFor } from '../db/prepared.ts';
import { media, preAlerts } from '../db/schema.ts';
import { creatorClientId } from '../domain/current-client.ts';
import { callersNewestFirst, callersNewestFirstPage } from '../domain/own-page.ts';
import { refuseErrors } from '../domain/input.ts';
import { preAlertErrors, receivingWarehouseId } from '../domain/pre-alerts.ts';
import { ownById, ownIdValues } from '../domain/own-record.ts';
import { callerOfToken } from '../auth/tokens.ts';
import { requireAuth, requireAuthInQuery } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { totalOver } from '../http/paging.ts';
import { keepUpload, readUploadForm, uploadedMedia } from '../http/upload.ts';
import { DOCUMENT_UPLOAD } from '../media/file-types.ts';
import { selectPreAlerts, serializePreAlerts } from '../serializers/pre-alert.ts';
import { recordWebhook } from '../webhooks/record.ts';

const listPreAlerts = preparedFor((db) =>
  callersNewestFirstPage(preAlerts, selectPreAlerts(db, { total: totalOver(), ...callerOfToken.columns() }).$dynamic()).prepare('list_pre_alerts'),
);
const ownPreAlert = preparedFor((db) => ownById(preAlerts, selectPreAlerts(db).$dynamic()).prepare('pre_alert'));

export function preAlertRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/pre-alerts', requireAuthInQuery, async (c) => {
    const { db } = c.get('deps');
    const page = await callersNewestFirst(c, preAlerts, listPreAlerts(db), (rows) => serializePreAlerts(c.get('signer'), rows));
    return c.json(page);
  });

  routes.get('/pre-alerts/:id{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const rows = await ownPreAlert(db).execute(ownIdValues(c));
    const [data] = serializePreAlerts(c.get('signer'), rows);
    if (!data) throw new ApiError('NOT_FOUND');
    return c.json({ data });
  });

  // multipart/form-data: the text fields of PreAlertCreateFieldsSchema and the bill as `invoice`.
  routes.post('/pre-alerts', requireAuth, async (c) => {
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
    return c.json({ data }, 201);
  });

  return routes;
}
