// The customer's e-mail switches, one per kind of notice (docs/product.md#notices): GET answers
// every switch, PATCH sets the ones it names and answers every switch. Notices in the portal are
// always kept, whatever the switches say.
import { Hono } from 'hono';
import { NoticeSettingsPatchSchema } from '../../src/api/contract/notice-settings.ts';
import { countPerCustomer } from '../auth/throttle.ts';
import { ownerClientId } from '../domain/current-client.ts';
import { changeEmailSwitches, readEmailSwitches } from '../domain/email-off.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';

export function noticeSettingsRoutes() {
  const routes = new Hono<AppEnv>();

  // Without a client profile nothing is the caller's: NOT_FOUND, as for any record of theirs.
  routes.get('/notice-settings', requireAuth, async (c) => {
    const settings = await readEmailSwitches(c.get('deps').db, ownerClientId(c.get('user')));
    if (!settings) throw new ApiError('NOT_FOUND');
    return c.json({ data: settings });
  });

  routes.patch('/notice-settings', requireAuth, async (c) => {
    const clientId = ownerClientId(c.get('user'));
    // Counted before the body is read, as every customer write is.
    await countPerCustomer(c, c.get('limits').noticeSettings);
    const body = await readJson(c, NoticeSettingsPatchSchema);
    const settings = await changeEmailSwitches(c.get('deps').db, clientId, body.email);
    if (!settings) throw new ApiError('NOT_FOUND');
    return c.json({ data: settings });
  });

  return routes;
}
