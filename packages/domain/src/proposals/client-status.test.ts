import { describe, expect, it } from 'vitest';
import { CLIENT_STATUS_TEXT, clientStatus } from './client-status.ts';

describe('clientStatus: the public page says what a final state means, never the team pill', () => {
  it('signed: the signature day (else accepted_at); declined; expired while still open; nothing while open', () => {
    expect(clientStatus({ status: 'ACCEPTED', accepted_at: '2026-12-01T10:00:00Z', expired: false, signature: { signed_at: '2026-12-03T10:00:00Z' } })).toEqual({
      kind: 'signed',
      at: '2026-12-03T10:00:00Z',
    });
    expect(clientStatus({ status: 'ACCEPTED', accepted_at: '2026-12-01T10:00:00Z', expired: true })).toEqual({ kind: 'signed', at: '2026-12-01T10:00:00Z' });
    expect(clientStatus({ status: 'DECLINED', accepted_at: null, expired: true })).toEqual({ kind: 'declined' });
    expect(clientStatus({ status: 'SENT', accepted_at: null, expired: true })).toEqual({ kind: 'expired' });
    expect(clientStatus({ status: 'SENT', accepted_at: null, expired: false })).toBeNull();
    expect(clientStatus({ status: 'DRAFT', accepted_at: null, expired: false })).toBeNull();
  });

  it('reads in Spanish', () => {
    expect(CLIENT_STATUS_TEXT.signed('3 de diciembre de 2026')).toBe('Firmada el 3 de diciembre de 2026');
    expect(CLIENT_STATUS_TEXT.signed(null)).toBe('Firmada');
  });
});
