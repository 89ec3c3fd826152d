// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { onDemand, type OnDemand } from '../../src/ui/on-demand.ts';
import { renderUi } from './support/render.tsx';

type Module = { text: string };

function Probe({ source, needed, onFailed }: { source: OnDemand<Module>; needed: boolean; onFailed?: () => void }) {
  const { module, failed, retry } = source.useModule(needed, onFailed);
  return (
    <>
      <p>{module ? module.text : 'not here'}</p>
      {failed && (
        <button type="button" onClick={retry}>
          retry
        </button>
      )}
    </>
  );
}

/** A fetch that fails (offline), then brings the module. */
const failingOnce = () =>
  vi
    .fn<() => Promise<Module>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ text: 'loaded' });

describe('onDemand', () => {
  it('fetches nothing until needed, then renders the module once it is here', async () => {
    const load = vi.fn(async () => ({ text: 'loaded' }));
    const source = onDemand(load);
    const { rerender } = renderUi(<Probe source={source} needed={false} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('not here')).toBeTruthy();
    rerender(<Probe source={source} needed />);
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded module in the first render', async () => {
    const source = onDemand(async () => ({ text: 'loaded' }));
    await source.preload();
    renderUi(<Probe source={source} needed={false} />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('reports a failed fetch, and fetches again when needed again', async () => {
    const load = failingOnce();
    const source = onDemand(load);
    const onFailed = vi.fn();
    const { rerender } = renderUi(<Probe source={source} needed onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    rerender(<Probe source={source} needed={false} onFailed={onFailed} />);
    rerender(<Probe source={source} needed onFailed={onFailed} />);
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says a fetch failed until the retry, which fetches again', async () => {
    const load = failingOnce();
    const source = onDemand(load);
    renderUi(<Probe source={source} needed />);
    const retry = await screen.findByRole('button', { name: 'retry' });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => retry.click());
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'retry' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
