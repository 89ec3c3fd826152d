import { useMemo } from 'react';
import { useHttp } from '../../api/http-context.ts';
import { recipientsApi } from '../../api/recipients.ts';

/** The recipient calls on the portal's HTTP client. */
export function useRecipientsApi() {
  const http = useHttp();
  return useMemo(() => recipientsApi(http), [http]);
}
