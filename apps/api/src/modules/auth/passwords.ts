import fs from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { fieldError } from '../../lib/errors.ts';

// argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes, 1 lane).
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check so a missing account is not told apart by timing.
    await hash(password, ARGON2);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let commonPasswords: Set<string> | null = null;

/** ~49k leaked passwords (zxcvbn-ts) plus common Spanish ones shipped beside this file. */
function loadCommonPasswords(): Set<string> {
  if (commonPasswords) return commonPasswords;
  const spanish = fs
    .readFileSync(new URL('./common-passwords-es.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  const leaked = (dictionary['passwords-common'] as unknown as string[]).map((p) => p.toLowerCase());
  commonPasswords = new Set([...leaked, ...spanish]);
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.trim().toLowerCase());
}

/** Length is checked by the schema; this adds the list check the browser can't do. */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(field, AUTH_MESSAGES.passwordCommon);
}
