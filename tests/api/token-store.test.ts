// @vitest-environment jsdom
// The session's watcher of the other tabs (src/boot.tsx) rests on tokenStore.watch: the `storage`
// event another tab's sign-in or sign-out fires in this one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../src/api/token-store.ts';

/** What the browser does in this tab when another one changes local storage. */
function changeElsewhere(key: string | null, value: string | null) {
  if (key && value !== null) localStorage.setItem(key, value);
  else if (key) localStorage.removeItem(key);
  else localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

afterEach(() => tokenStore.clear());

describe('tokenStore.watch', () => {
  it("tells another tab's sign-in, sign-out and cleared storage, and nothing else", () => {
    const onChange = vi.fn();
    const stop = tokenStore.watch(onChange);
    changeElsewhere('userToken', 'other-tab-token');
    changeElsewhere('i18nextLng', 'en');
    changeElsewhere('userToken', null);
    changeElsewhere(null, null);
    expect(onChange.mock.calls).toEqual([['other-tab-token'], [null], [null]]);
    stop();
    changeElsewhere('userToken', 'later');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
