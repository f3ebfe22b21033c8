import type { Storage } from '../uploads/storage.ts';

/**
 * A rendered PDF kept in storage (local folder or S3) so it is drawn once, not on every download
 * (issue 13, decision 0033). One object per document: `dir/{proposal or receipt id}.pdf`, holding the
 * version it was rendered for (a fixed-width line) followed by the PDF bytes. A request whose
 * version matches streams the stored bytes; any other version renders and overwrites, so a
 * proposal keeps one cached copy however often it changes.
 */
export type CachedPdfRef = {
  /** Storage folder: live renders and signed copies are kept apart. */
  dir: 'pdf_cache' | 'pdf_signed' | 'pdf_receipts';
  /** The proposal's id (a UUID: a safe storage name). */
  id: string;
  /** 32 hex characters that change whenever the rendered bytes would: also the response's ETag. */
  version: string;
};

const VERSION_LENGTH = 32;
const HEADER_LENGTH = VERSION_LENGTH + 1;

const storageKey = (ref: CachedPdfRef): string => `${ref.dir}/${ref.id}.pdf`;

// Renders in progress in this process, so a burst of first requests draws the PDF once.
const inFlight = new Map<string, Promise<Buffer>>();

async function renderAndStore(storage: Storage, ref: CachedPdfRef, render: () => Promise<Buffer>): Promise<Buffer> {
  const pdf = await render();
  const header = Buffer.from(`${ref.version}\n`, 'ascii');
  // A failed write only costs a render next time: the reader still gets its PDF.
  await storage.put(storageKey(ref), Buffer.concat([header, pdf]), 'application/pdf').catch(() => {});
  return pdf;
}

/** The PDF for `ref`: the stored bytes when they were rendered for this version, else `render()` (then stored). */
export async function cachedPdf(storage: Storage, ref: CachedPdfRef, render: () => Promise<Buffer>): Promise<Buffer> {
  if (!/^[0-9a-f]{32}$/.test(ref.version)) throw new Error(`bad PDF cache version: ${ref.version}`);
  const stored = await storage.get(storageKey(ref)).catch(() => null);
  if (stored && stored.length > HEADER_LENGTH && stored.toString('ascii', 0, VERSION_LENGTH) === ref.version) {
    return stored.subarray(HEADER_LENGTH);
  }
  const flightKey = `${storageKey(ref)}:${ref.version}`;
  let pending = inFlight.get(flightKey);
  if (!pending) {
    pending = renderAndStore(storage, ref, render).finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, pending);
  }
  return pending;
}
