import { describe, expect, it } from 'vitest';
import { credentialsKey, openCredentials, sealCredentials } from './credentials-cipher.ts';

const SECRET = 'a'.repeat(40);
const WS = '00000000-0000-4000-8000-000000000001';
const OTHER_WS = '00000000-0000-4000-8000-000000000002';
const TOKEN = { access_token: 'APP_USR-1234567890abcdef-1234', webhook_secret: 'whk_abcdefghijklmnop' };

describe('provider credentials at rest', () => {
  const key = credentialsKey(SECRET);

  it('opens what it sealed, and the sealed text holds no part of the secret', () => {
    const sealed = sealCredentials(key, WS, 'mercadopago', TOKEN);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('APP_USR');
    expect(sealed).not.toContain(Buffer.from(TOKEN.access_token).toString('base64url').slice(0, 12));
    expect(openCredentials(key, WS, 'mercadopago', sealed)).toEqual(TOKEN);
    // A fresh nonce each time: the same secrets never seal to the same text.
    expect(sealCredentials(key, WS, 'mercadopago', TOKEN)).not.toBe(sealed);
  });

  it('refuses a text altered in any part, moved to another workspace or provider, or sealed under another APP_SECRET', () => {
    const sealed = sealCredentials(key, WS, 'mercadopago', TOKEN);
    const [v, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flip = (s: string) => {
      const bytes = Buffer.from(s, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    expect(openCredentials(key, WS, 'mercadopago', [v, iv, tag, flip(body)].join('.'))).toBeNull();
    expect(openCredentials(key, WS, 'mercadopago', [v, iv, flip(tag), body].join('.'))).toBeNull();
    expect(openCredentials(key, WS, 'mercadopago', [v, flip(iv), tag, body].join('.'))).toBeNull();
    expect(openCredentials(key, WS, 'mercadopago', [v, iv, tag.slice(0, 8), body].join('.'))).toBeNull();
    expect(openCredentials(key, WS, 'mercadopago', 'v2.' + sealed.slice(3))).toBeNull();
    expect(openCredentials(key, WS, 'mercadopago', 'basura')).toBeNull();
    expect(openCredentials(key, OTHER_WS, 'mercadopago', sealed)).toBeNull();
    expect(openCredentials(key, WS, 'stripe', sealed)).toBeNull();
    expect(openCredentials(credentialsKey('b'.repeat(40)), WS, 'mercadopago', sealed)).toBeNull();
  });
});
