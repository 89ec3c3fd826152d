import { useId, type ReactNode } from 'react';

/** How much of an upload has gone up: a labelled progress bar. */
export function UploadProgress({ progress, children }: { progress: number; children: ReactNode }) {
  const id = useId();
  return (
    <div className="upload-progress">
      <label htmlFor={id} className="upload-progress__label">
        {children}
      </label>
      <progress id={id} max={100} value={progress}>
        {progress}%
      </progress>
    </div>
  );
}
