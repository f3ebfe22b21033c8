import { AppConfig } from 'mercadopago/dist/utils/config/index.js';

/**
 * Where the official SDK sends its requests. The `mercadopago` SDK (3.x) has no base-URL option: every
 * client builds its URL from one static, AppConfig.BASE_URL ('https://api.mercadopago.com'), read by
 * RestClient.fetch before its first await. Changing it for the whole process would send every
 * workspace's calls to whichever address was set last (tests start several stand-ins in one worker),
 * so it is set only for the synchronous start of one SDK call and put back at once: the call has
 * already built its URL when the promise comes back, and no other code runs in between. Decision 0068;
 * the stand-in tests fail if an SDK upgrade stops reading the URL that way.
 */
export const MERCADOPAGO_API_URL = 'https://api.mercadopago.com';

const sdkConfig = AppConfig as unknown as { BASE_URL: string };

export function callAt<T>(baseUrl: string, call: () => Promise<T>): Promise<T> {
  const previous = sdkConfig.BASE_URL;
  sdkConfig.BASE_URL = baseUrl;
  try {
    return call();
  } finally {
    sdkConfig.BASE_URL = previous;
  }
}
