// The customer's e-mail switches, one per kind of notice (docs/product.md#notices): GET answers
// every switch, PATCH sets the ones it names and answers every switch. Notices in the portal are
// always kept, whatever the switches say.
import { createRoute } from '@hono/zod-openapi';
import { NoticeSettingsPatchSchema, NoticeSettingsResponseSchema } from '../../src/api/contract/notice-settings.ts';
import { countPerCustomer } from '../auth/throttle.ts';
import { ownerClientId } from '../domain/current-client.ts';
import { changeEmailSwitches, readEmailSwitches } from '../domain/email-off.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { describedRoutes, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { readJson } from '../foundation/validate.ts';

const signedIn = { tags: ['Notice settings'], security: SIGNED_IN, middleware: requireAuth };

// Without a client profile nothing is the caller's: NOT_FOUND, as for any record of theirs.
const readNoticeSettings = createRoute({
  ...signedIn,
  method: 'get',
  path: '/notice-settings',
  operationId: 'readNoticeSettings',
  summary: "The customer's e-mail switches, one per kind of notice",
  responses: { 200: json(NoticeSettingsResponseSchema, 'Every switch'), ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND') },
});

const changeNoticeSettings = createRoute({
  ...signedIn,
  method: 'patch',
  path: '/notice-settings',
  operationId: 'changeNoticeSettings',
  summary: 'Sets the e-mail switches it names',
  description: 'Notices in the portal are always kept, whatever the switches say.',
  request: { body: { ...json(NoticeSettingsPatchSchema, 'The switches changed, at least one'), required: true } },
  responses: {
    200: json(NoticeSettingsResponseSchema, 'Every switch, as changed'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'),
  },
});

export function noticeSettingsRoutes() {
  const routes = describedRoutes();

  on(routes, readNoticeSettings, async (c) => {
    const settings = await readEmailSwitches(c.get('deps').db, ownerClientId(c.get('user')));
    if (!settings) throw new ApiError('NOT_FOUND');
    return c.json({ data: settings }, 200);
  });

  on(routes, changeNoticeSettings, async (c) => {
    const clientId = ownerClientId(c.get('user'));
    // Counted before the body is read, as every customer write is.
    await countPerCustomer(c, c.get('limits').noticeSettings);
    const body = await readJson(c, NoticeSettingsPatchSchema);
    const settings = await changeEmailSwitches(c.get('deps').db, clientId, body.email);
    if (!settings) throw new ApiError('NOT_FOUND');
    return c.json({ data: settings }, 200);
  });

  return routes;
}
