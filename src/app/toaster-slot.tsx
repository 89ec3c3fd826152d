import { lazy, Suspense, useEffect, useState } from 'react';
import { codeCanCome, offlineImportError } from './code-can-come.ts';
import { Unloaded } from './unloaded.tsx';
import type { ToasterControls } from './notifications.ts';

// Not tried offline without the service worker: a failed import stays failed for the page (code-can-come.ts).
const loadToaster = () => (codeCanCome() ? import('./toaster.tsx') : Promise.reject(offlineImportError()));
const NEXT_MOVE = ['pointerdown', 'keydown'] as const;

/**
 * The toaster, whose code comes on the customer's first interaction. On a first visit that has
 * lost its connection that code may not come: then the slot holds nothing and the page stays as it
 * was (a lazy component's failure with no boundary would unmount the whole page: a blank screen).
 * It asks again when the connection returns or at the next tap; the toasts wait for it
 * (notifications.ts). Chromium keeps a module that failed to fetch as failed for the page's life,
 * so there the toaster comes with the next page load (docs/performance.md#code-that-fails-to-load).
 */
export function ToasterSlot({ onMounted }: { onMounted: (toaster: ToasterControls) => void }) {
  // A lazy component keeps its failure: each try is a new one.
  const [Toaster, setToaster] = useState(() => lazy(loadToaster));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const again = () => {
      setToaster(() => lazy(loadToaster));
      setFailed(false);
    };
    window.addEventListener('online', again);
    // The customer's next tap or key: not a loop of tries while the connection stays away.
    for (const event of NEXT_MOVE) document.addEventListener(event, again, { capture: true, once: true });
    return () => {
      window.removeEventListener('online', again);
      for (const event of NEXT_MOVE) document.removeEventListener(event, again, { capture: true });
    };
  }, [failed]);
  if (failed) return null;
  return (
    <Unloaded onFailed={() => setFailed(true)}>
      <Suspense fallback={null}>
        <Toaster onMounted={onMounted} />
      </Suspense>
    </Unloaded>
  );
}
