import type { Http } from './http.ts';
import { NoticeSettingsResponseSchema, type NoticeSettingsPatch } from './contract/notice-settings.ts';

export const noticeSettingsApi = (http: Http) => ({
  /** Every e-mail switch, one per kind of notice. */
  get: async () => (await http.request(NoticeSettingsResponseSchema, 'api/notice-settings')).data,
  /** Sets the switches named; answers every switch. */
  change: async (body: NoticeSettingsPatch) =>
    (await http.request(NoticeSettingsResponseSchema, 'api/notice-settings', { method: 'PATCH', body })).data,
});
export type NoticeSettingsApi = ReturnType<typeof noticeSettingsApi>;
