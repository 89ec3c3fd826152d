import { useMemo } from 'react';
import { useHttp } from '../../api/http-context.ts';
import { preAlertsApi } from '../../api/pre-alerts.ts';

/** The pre-alert calls on the portal's HTTP client. */
export function usePreAlertsApi() {
  const http = useHttp();
  return useMemo(() => preAlertsApi(http), [http]);
}
