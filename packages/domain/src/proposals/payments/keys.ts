const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random local id for a payment (SPEC §3 "key"). getRandomValues works in browsers over plain
 * http too (randomUUID needs a secure context) and in Node.
 */
export function paymentKey(length = 10): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}
