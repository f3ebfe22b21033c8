import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { inWorkspace } from '../../../../testing/in-workspace.tsx';
import { mountRoot } from '../../../../testing/mount.ts';
import { SignaturePanel } from './signature-panel.tsx';

function render(timeZone: string) {
  const container = document.createElement('div');
  const root = mountRoot(container);
  const signature = { signer_name: 'Ana Pérez', signed_at: '2026-11-23T00:05:09.000Z', snapshot_sha256: 'f'.repeat(64) };
  act(() => root.render(inWorkspace(<SignaturePanel proposalId="p1" signature={signature} actions={null} />, timeZone)));
  return container.textContent ?? '';
}

describe('SignaturePanel', () => {
  it('gives the signing time where the workspace is, with its zone, and in UTC', () => {
    const text = render('America/Santiago');
    expect(text).toContain('22 nov 2026 - 21:05:09 (America/Santiago, GMT-3)');
    expect(text).toContain('23 nov 2026 - 00:05:09 UTC');
  });
});
