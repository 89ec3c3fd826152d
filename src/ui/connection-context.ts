import { createContext, useContext } from 'react';

/**
 * The connection as the screens show it (docs/product.md#offline-reading): offline, the answers
 * shown may be kept ones from `storedAt`, and every write is disabled with the reason the banner
 * (CONNECTION_BANNER_ID) gives; `refreshes` changes when the screens shown should ask again (the
 * connection came back, or they showed kept answers first).
 */
export type Connection = { offline: boolean; storedAt: number | null; refreshes: number };

export const CONNECTION_BANNER_ID = 'connection-banner';

export const ConnectionContext = createContext<Connection>({ offline: false, storedAt: null, refreshes: 0 });

export const useConnection = (): Connection => useContext(ConnectionContext);

/**
 * What a write's button needs offline: it ignores presses (aria-disabled keeps its focus and
 * whatever the form holds) and names the banner as the reason.
 */
export function useWriteBlocked(): { blocked: boolean; describedBy: string | undefined } {
  const { offline } = useConnection();
  return { blocked: offline, describedBy: offline ? CONNECTION_BANNER_ID : undefined };
}
