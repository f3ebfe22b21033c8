import type { SignatureMode, SignatureResultDto } from '@trato/domain/proposals/public-dto';

/**
 * POST /api/v1/signatures (multipart). Written with plain fetch: the public bundle does not carry
 * the staff app's API client or query library.
 */

export type SignaturePayload = {
  slug: string;
  signature: Blob;
  signerName: string;
  signerEmail: string;
  mode: SignatureMode;
  idempotencyKey: string;
};

/** A server answer that is not a success: its Spanish message is shown in the modal. */
export class SignatureRequestError extends Error {
  override readonly name = 'SignatureRequestError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, dropped connection): the same attempt may be retried. */
export class SignatureNetworkError extends Error {
  override readonly name = 'SignatureNetworkError';
}

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

function firstFieldError(errors: unknown): string | null {
  if (!errors || typeof errors !== 'object') return null;
  for (const value of Object.values(errors as Record<string, unknown>)) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

export async function submitSignature(payload: SignaturePayload, fallbackMessage: string): Promise<SignatureResultDto> {
  const form = new FormData();
  form.set('signableId', payload.slug);
  form.set('signableType', 'proposal');
  form.set('signature', payload.signature, `firma.${EXTENSION[payload.signature.type] ?? 'png'}`);
  form.set('signer_name', payload.signerName.trim());
  form.set('signer_email', payload.signerEmail.trim());
  form.set('mode', payload.mode);
  form.set('terms_accepted', 'true');

  let response: Response;
  try {
    response = await fetch('/api/v1/signatures', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Idempotency-Key': payload.idempotencyKey },
      body: form,
    });
  } catch {
    throw new SignatureNetworkError();
  }

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: fall back to the generic message below.
  }
  if (!response.ok) {
    const data = (body ?? {}) as { message?: unknown; errors?: unknown; code?: unknown };
    // A 422 names the field at fault; its message says more than the generic summary.
    const message = firstFieldError(data.errors) ?? (typeof data.message === 'string' ? data.message : fallbackMessage);
    throw new SignatureRequestError(response.status, message, typeof data.code === 'string' ? data.code : null);
  }
  return (body as { data: SignatureResultDto }).data;
}
