import { useMemo } from 'react';
import { useHttp } from '../../api/http-context.ts';
import { invoicesApi } from '../../api/invoices.ts';

/** The invoice calls on the portal's HTTP client. */
export function useInvoicesApi() {
  const http = useHttp();
  return useMemo(() => invoicesApi(http), [http]);
}
