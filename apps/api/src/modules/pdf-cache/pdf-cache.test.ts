import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { localStorage } from '../uploads/storage.ts';
import { cachedPdf } from './pdf-cache.ts';
import { matchesEtag } from './send-pdf.ts';

const storage = localStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'trato-pdf-cache-')));
const v1 = 'a'.repeat(32);
const v2 = 'b'.repeat(32);

describe('cachedPdf', () => {
  it('renders once per version and keeps one stored copy per document', async () => {
    const id = randomUUID();
    const render = vi.fn(async () => Buffer.from(`%PDF render ${render.mock.calls.length}`));
    const first = await cachedPdf(storage, { dir: 'pdf_cache', id, version: v1 }, render);
    const again = await cachedPdf(storage, { dir: 'pdf_cache', id, version: v1 }, render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(again.equals(first)).toBe(true);

    const changed = await cachedPdf(storage, { dir: 'pdf_cache', id, version: v2 }, render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(changed.toString()).toBe('%PDF render 2');
    // The older version was overwritten: asking for it draws again.
    await cachedPdf(storage, { dir: 'pdf_cache', id, version: v1 }, render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('a burst of first requests draws the document once', async () => {
    const render = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return Buffer.from('%PDF slow');
    });
    const ref = { dir: 'pdf_signed', id: randomUUID(), version: v1 } as const;
    const all = await Promise.all(Array.from({ length: 5 }, () => cachedPdf(storage, ref, render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(all.every((b) => b.toString() === '%PDF slow')).toBe(true);
  });

  it('refuses a version that is not 32 hex characters (it is written into the stored object)', async () => {
    await expect(cachedPdf(storage, { dir: 'pdf_cache', id: randomUUID(), version: 'x' }, async () => Buffer.from('%PDF'))).rejects.toThrow();
  });
});

describe('matchesEtag', () => {
  it('matches the exact tag, a weak one, one in a list and *; nothing else', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
