/** The hand-over between the boot script (boot/early-account.ts) and the app: types only, so no shared code. */
export type EarlyAccountRead = {
  /** The token the read was sent with: the app uses the answer only if it still holds this one. */
  token: string;
  response: Promise<Response>;
};

declare global {
  interface Window {
    __tratoEarlyAccount?: EarlyAccountRead;
  }
}
