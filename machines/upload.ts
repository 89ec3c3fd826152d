/** What an upload actor tells its flow while it sends a multipart body. */
export type UploadReport<Saved> =
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOAD_DONE'; saved: Saved }
  | { type: 'UPLOAD_FAILED'; error: unknown };

/** Percent of the body sent, 0–100, for a progress bar. */
export const uploadPercent = ({ loaded, total }: { loaded: number; total: number }): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
