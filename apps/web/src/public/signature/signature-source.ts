import type { SignatureMode } from '@trato/domain/proposals/public-dto';

/** What a mode tab hands the modal once it holds a signature: the image is produced on submit. */
export type SignatureSource = { mode: SignatureMode; toBlob(): Promise<Blob> };
