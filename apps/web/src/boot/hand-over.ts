/**
 * The hand-over between the boot script (boot/boot.ts) and the app: types only, so no shared code
 * (an import shared with the app would make the bundler give both a common chunk, loaded first).
 */
export type EarlyAccountRead = {
  /** The token the read was sent with: the app uses the answer only if it still holds this one. */
  token: string;
  response: Promise<Response>;
};

/** A GET the boot script sent for the page's first screen (boot/first-reads.ts), by its URL. */
export type EarlyRead = EarlyAccountRead & {
  /** performance.now() when it left: an answer older than the app's limit is not used. */
  startedAt: number;
};

declare global {
  interface Window {
    __tratoEarlyAccount?: EarlyAccountRead;
    /** URL (as lib/api-client.ts's buildUrl writes it) → the read; each taken once. */
    __tratoEarlyReads?: Record<string, EarlyRead>;
  }
}
