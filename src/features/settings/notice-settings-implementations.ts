import { fromPromise } from 'xstate';
import { noticeSettingsMachine, type EmailSwitches, type SwitchChanges } from '../../../machines/notice-settings.ts';
import type { NoticeSettingsApi } from '../../api/notice-settings.ts';

/** The noticeSettings machine with the real call: PATCH api/notice-settings, answering every switch. */
export function provideNoticeSettings(api: NoticeSettingsApi) {
  return noticeSettingsMachine.provide({
    actors: {
      saveSwitches: fromPromise<EmailSwitches, { email: SwitchChanges }>(async ({ input }) => (await api.change({ email: input.email })).email),
    },
  });
}
