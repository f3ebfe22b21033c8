import { describe, expect, it } from 'vitest';
import { fileBaseName, publicUrl } from './files.ts';

describe('files', () => {
  it('makes readable file names without accents or symbols', () => {
    expect(fileBaseName('Sitio web – Acme Ñandú S.A.')).toBe('sitio-web-acme-nandu-s-a');
    expect(fileBaseName('  ')).toBe('cotizacion');
  });
  it('builds the absolute public link from a path or keeps an absolute one', () => {
    expect(publicUrl({ slug: 'x1', links: { public: '/p/x1' } }, 'https://app.trato.test')).toBe('https://app.trato.test/p/x1');
    expect(publicUrl({ slug: 'x1', links: { public: 'https://trato.app/p/x1' } }, 'https://app.trato.test')).toBe('https://trato.app/p/x1');
    expect(publicUrl({ slug: 'x1', links: null }, 'https://app.trato.test')).toBe('https://app.trato.test/p/x1');
  });
});
