import { useEffect } from 'react';

/** Sets the tab's title ("<page> · Casillero") while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Casillero` : 'Casillero';
  }, [title]);
}
