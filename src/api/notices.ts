import type { Http } from './http.ts';
import { NoticePageSchema, NoticesReadResponseSchema, type NoticesRead } from './contract/notices.ts';

export const noticesApi = (http: Http) => ({
  /** A page of the customer's notices, newest first, with every unread one counted (`meta.unread`). */
  list: (page: number, pageSize: number) => http.request(NoticePageSchema, 'api/notices', { query: { page, page_size: pageSize } }),
  /** The bell's number: the smallest page is enough, its `meta.unread` counts them all. */
  unreadCount: async () => (await http.request(NoticePageSchema, 'api/notices', { query: { page: 1, page_size: 1 } })).meta.unread,
  /** Marks the notices read; answers how many are left unread. */
  markRead: async (body: NoticesRead) =>
    (await http.request(NoticesReadResponseSchema, 'api/notices/read', { method: 'POST', body })).data,
});
export type NoticesApi = ReturnType<typeof noticesApi>;
