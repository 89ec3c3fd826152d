// s3rver ships no types: what the tests use of it (a local S3-compatible server).
declare module 's3rver' {
  type BucketConfig = { name: string; configs: string[] };
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: BucketConfig[];
    resetOnClose?: boolean;
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
