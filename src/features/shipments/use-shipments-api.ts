import { useMemo } from 'react';
import { useHttp } from '../../api/http-context.ts';
import { shipmentsApi } from '../../api/shipments.ts';

/** The shipments API on the portal's HTTP client. */
export function useShipmentsApi() {
  const http = useHttp();
  return useMemo(() => shipmentsApi(http), [http]);
}
