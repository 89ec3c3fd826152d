import { describe, expect, it } from 'vitest';
import { reportUpload } from '../../src/lib/upload-actor.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reportUpload', () => {
  it('reports the progress, then what the flow keeps of the answer', async () => {
    const reports: unknown[] = [];
    reportUpload(
      (r) => reports.push(r),
      async ({ onProgress }) => {
        onProgress({ loaded: 5, total: 10 });
        return { id: 7, extra: true };
      },
      (answer) => ({ id: answer.id }),
    );
    await settle();
    expect(reports).toEqual([{ type: 'UPLOAD_PROGRESS', loaded: 5, total: 10 }, { type: 'UPLOAD_DONE', saved: { id: 7 } }]);
  });

  it('reports a failure, but nothing once the flow has cancelled the upload', async () => {
    const failed: unknown[] = [];
    reportUpload((r) => failed.push(r), () => Promise.reject(new Error('down')), (a: unknown) => a);
    await settle();
    expect(failed).toEqual([{ type: 'UPLOAD_FAILED', error: new Error('down') }]);

    const cancelled: unknown[] = [];
    let signal: AbortSignal | undefined;
    const stop = reportUpload(
      (r) => cancelled.push(r),
      (options) => {
        signal = options.signal;
        return new Promise((_, reject) => options.signal.addEventListener('abort', () => reject(new Error('aborted'))));
      },
      (a: unknown) => a,
    );
    stop();
    await settle();
    expect(signal?.aborted).toBe(true);
    expect(cancelled).toEqual([]);
  });
});
