import { useSyncExternalStore } from 'react';
import { onIdle } from './on-idle.ts';

type PhoneFormat = (value: string) => string;

let format: PhoneFormat | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

// libphonenumber's metadata is about 28 KB gzip: it is fetched once the page has painted and the
// browser is idle, instead of competing with the page's own code and data; a phone reads as stored
// (E.164) for the moment it takes.
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  loading ??= new Promise<void>((idle) => onIdle(idle))
    .then(() => import('../lib/phone.ts'))
    .then(
      ({ formatPhone }) => {
        format = formatPhone;
        for (const listener of listeners) listener();
      },
      () => {
        loading = null; // offline: the next screen with a phone tries again
      },
    );
  return () => {
    listeners.delete(onChange);
  };
}

const asStored: PhoneFormat = (value) => value.trim();

/** Shows a stored phone in international format (`+58 412-1234567`, docs/product.md#phone-numbers). */
export function usePhoneFormat(): PhoneFormat {
  return (
    useSyncExternalStore(
      subscribe,
      () => format,
      () => null,
    ) ?? asStored
  );
}
