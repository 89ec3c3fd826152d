// A previous screen's toasts go when the screen changes; one raised since the customer's last
// action tells of the move itself and stays (docs/product.md#toasts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { msg } from '@lingui/core/macro';

const sonner = vi.hoisted(() => {
  let next = 0;
  const raise = vi.fn(() => ++next);
  return { toast: { error: raise, info: raise, success: raise, dismiss: vi.fn() }, raise };
});
vi.mock('sonner', () => sonner);

const { createToasterControls } = await import('../../src/app/toaster-controls.tsx');
const { createNotifier } = await import('../../src/app/notifications.ts');

const notice = (kind: 'error' | 'info') => ({ type: 'notify', kind, message: msg({ id: 'x', message: 'x' }) }) as const;

describe('the toasts of a previous screen', () => {
  beforeEach(() => vi.clearAllMocks());

  it('are dismissed when the screen changes after the customer acted; those raised since stay', () => {
    const controls = createToasterControls();
    controls.show(notice('error')); // e.g. a wrong password
    controls.acted(); // the customer types and signs in again
    controls.show(notice('info')); // e.g. "session expired", raised by the move itself
    controls.dismissPrevious();
    expect(sonner.toast.dismiss.mock.calls).toEqual([[sonner.raise.mock.results[0]!.value]]);
    controls.dismissPrevious();
    expect(sonner.toast.dismiss).toHaveBeenCalledTimes(1);
  });

  it('forget a toast that went by itself, and keep its duration', () => {
    const controls = createToasterControls();
    controls.show({ ...notice('error'), duration: 5500 });
    const options = (sonner.raise.mock.calls[0] as unknown as [unknown, { duration: number; onAutoClose: (t: { id: number }) => void }])[1];
    expect(options.duration).toBe(5500);
    options.onAutoClose({ id: sonner.raise.mock.results[0]!.value as number });
    controls.acted();
    controls.dismissPrevious();
    expect(sonner.toast.dismiss).not.toHaveBeenCalled();
  });

  it('reach the toaster through the notifier once it is there, and not before', async () => {
    const notifier = createNotifier();
    notifier.screenChanged();
    const toaster = { show: vi.fn(), dismissPrevious: vi.fn() };
    notifier.toasterMounted(toaster);
    notifier.notify(notice('info'));
    notifier.screenChanged();
    await Promise.resolve();
    expect(toaster.show).toHaveBeenCalledTimes(1);
    expect(toaster.dismissPrevious).toHaveBeenCalledTimes(1);
  });
});
