import { useCallback, useContext, useMemo } from 'react';
import type { NotifyEvent } from '../../../machines/notify.ts';
import { useHttp } from '../../api/http-context.ts';
import { recipientsApi } from '../../api/recipients.ts';
import { NotifyContext } from '../../lib/notify-context.ts';

/** The recipient calls on the portal's HTTP client. */
export function useRecipientsApi() {
  const http = useHttp();
  return useMemo(() => recipientsApi(http), [http]);
}

/** Shows a toast through the portal's one listener (src/app/notifications.ts). */
export function useNotify(): (event: NotifyEvent) => void {
  const notify = useContext(NotifyContext);
  return useCallback((event: NotifyEvent) => notify?.(event), [notify]);
}
