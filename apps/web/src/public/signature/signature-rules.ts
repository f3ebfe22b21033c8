import type { SignatureMode } from '@trato/domain/proposals/public-dto';

/** Pure rules of the signature modal, kept apart so they are unit-tested without a DOM. */

export const SIGNATURE_MODES: readonly SignatureMode[] = ['draw', 'type', 'upload'];

/** Image types the API accepts for a signature (docs/api/public-proposals.md). */
export const SIGNATURE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_SIGNATURE_BYTES = 2 * 1024 * 1024;
export const MAX_SIGNER_NAME = 120;

// Deliberately loose: one @, something on both sides, a dot in the domain. The server decides.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidSignerName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_SIGNER_NAME;
}

export function isValidSignerEmail(email: string): boolean {
  return EMAIL.test(email.trim()) && email.trim().length <= 254;
}

export type UploadProblem = 'wrong-type' | 'too-large' | null;

export function signatureUploadProblem(file: { type: string; size: number }): UploadProblem {
  if (!(SIGNATURE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrong-type';
  if (file.size > MAX_SIGNATURE_BYTES) return 'too-large';
  return null;
}

export type SubmitState = {
  hasSignature: boolean;
  termsAccepted: boolean;
  name: string;
  email: string;
  signing: boolean;
};

/** Firmar is offered only with a signature, the terms accepted, a valid signer and nothing in flight. */
export function canSubmitSignature(state: SubmitState): boolean {
  return state.hasSignature && state.termsAccepted && !state.signing && isValidSignerName(state.name) && isValidSignerEmail(state.email);
}

/** An Idempotency-Key; randomUUID needs a secure context, so plain http falls back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
