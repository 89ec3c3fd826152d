import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Navigation follows the flow: when the machine moves, the address moves to its step's path.
 * It replaces the entry, so the browser's Back leaves the flow rather than fighting it.
 */
export function useFlowLocation(path: string | null): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (path !== null && pathname !== path) void navigate(path, { replace: true });
  }, [path, pathname, navigate]);
}
