import type { UploadReport } from '../../machines/upload.ts';
import type { UploadProgress } from '../api/upload.ts';

type UploadCall<T> = (options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal }) => Promise<T>;

/**
 * The body of a flow's upload actor (fromCallback): starts `upload`, reports its progress and its
 * outcome (`saved` turns the answer into what the flow keeps) to the flow, and cancels it when the
 * flow leaves. A cancelled upload reports nothing.
 */
export function reportUpload<T, S>(sendBack: (report: UploadReport<S>) => void, upload: UploadCall<T>, saved: (answer: T) => S) {
  const controller = new AbortController();
  upload({ onProgress: ({ loaded, total }) => sendBack({ type: 'UPLOAD_PROGRESS', loaded, total }), signal: controller.signal }).then(
    (answer) => sendBack({ type: 'UPLOAD_DONE', saved: saved(answer) }),
    (error: unknown) => {
      if (!controller.signal.aborted) sendBack({ type: 'UPLOAD_FAILED', error });
    },
  );
  return () => controller.abort();
}
