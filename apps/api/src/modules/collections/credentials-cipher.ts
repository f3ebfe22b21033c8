import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Payment providers' credentials at rest (decision 0067): AES-256-GCM with a key derived from
 * APP_SECRET by HKDF-SHA256 under its own purpose label, so this key is no other use's key (sessions,
 * signed payloads, the operator key) and a leaked database alone reveals no secret. The additional
 * data binds each ciphertext to its workspace and provider: copied to another row, it does not open.
 *
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url); `v1` names this key and layout, so a later
 * rotation can tell old rows from new.
 */
const PURPOSE = 'trato:collections:provider-credentials:v1';
const VERSION = 'v1';

export type CredentialsKey = Buffer;

export function credentialsKey(appSecret: string): CredentialsKey {
  return Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), PURPOSE, 32));
}

const additionalData = (workspaceId: string, provider: string) => Buffer.from(`${workspaceId}:${provider}`, 'utf8');

export function sealCredentials(key: CredentialsKey, workspaceId: string, provider: string, secrets: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(workspaceId, provider));
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/**
 * The secrets, or null when the text was altered, belongs to another workspace or provider, or was
 * sealed under another APP_SECRET: GCM's tag refuses it, and nothing of it is used.
 */
export function openCredentials(key: CredentialsKey, workspaceId: string, provider: string, sealed: string): Record<string, string> | null {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(additionalData(workspaceId, provider));
    const authTag = Buffer.from(tag, 'base64url');
    if (authTag.length !== 16) return null;
    decipher.setAuthTag(authTag);
    const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    const parsed: unknown = JSON.parse(plain);
    if (!parsed || typeof parsed !== 'object') return null;
    return parsed as Record<string, string>;
  } catch {
    return null;
  }
}
