import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Navigation follows the flow: when the machine moves, the address moves to its step's path.
 * It replaces the entry, so the browser's Back leaves the flow rather than fighting it. A path
 * with a query (the checkout's payment form) is compared with the query; others by path only.
 */
export function useFlowLocation(path: string | null): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = path?.includes('?') ? `${pathname}${search}` : pathname;
  useEffect(() => {
    if (path !== null && current !== path) void navigate(path, { replace: true });
  }, [path, current, navigate]);
}
