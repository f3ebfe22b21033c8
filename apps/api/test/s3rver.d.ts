// s3rver ships no types; this is the part of its API the storage test uses.
declare module 's3rver' {
  type Options = { address?: string; port?: number; silent?: boolean; directory?: string; configureBuckets?: { name: string; configs: (string | Buffer)[] }[] };
  export default class S3rver {
    constructor(options?: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
