import { act } from 'react';
import { mountRoot } from '../../../../testing/mount.ts';
import { describe, expect, it } from 'vitest';
import type { AuditEventDto, EvidenceDto } from '@trato/domain/proposals/public-dto';
import { EvidenceResult } from './evidence-check.tsx';
import { inWorkspace } from '../../../../testing/in-workspace.tsx';

const event = (seq: number, type: string): AuditEventDto => ({
  seq,
  type,
  data: {},
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  created_at: '2026-11-22T14:05:00.000Z',
  prev_hash: 'a'.repeat(64),
  hash: String(seq).repeat(64).slice(0, 64),
});

function evidence(over: Partial<EvidenceDto> = {}, snapshotValid = true): EvidenceDto {
  return {
    events: [event(1, 'created'), event(2, 'sent'), event(3, 'viewed'), event(4, 'signed')],
    chain_valid: true,
    broken_at: null,
    signature: {
      signer_name: 'Ana Pérez',
      signer_email: 'ana@example.com',
      signed_at: '2026-11-22T14:05:00.000Z',
      ip: '203.0.113.7',
      user_agent: null,
      mode: 'type',
      snapshot_sha256: 'f'.repeat(64),
      snapshot_valid: snapshotValid,
    },
    ...over,
  };
}

function render(value: EvidenceDto) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = mountRoot(container);
  act(() => root.render(inWorkspace(<EvidenceResult evidence={value} checkedAt={Date.parse('2026-11-22T15:00:00Z')} />)));
  return container;
}

describe('EvidenceResult', () => {
  it('says both checks passed, in Spanish, with the signer details and the trail', () => {
    const el = render(evidence());
    expect(el.querySelector('[role=status]')?.textContent).toContain('Evidencia verificada');
    expect(el.textContent).toContain('Registro de auditoría íntegro: los 4 eventos encadenan sus huellas sin alteraciones.');
    expect(el.textContent).toContain('Copia firmada intacta');
    expect(el.textContent).toContain('Escrita');
    const rows = [...el.querySelectorAll('[data-testid=audit-event]')].map((li) => li.textContent);
    expect(rows[2]).toContain('Vista por el cliente');
    expect(rows[2]).toContain('Safari en iOS · Móvil · IP 203.0.113.7');
  });

  it('names the first altered event and marks it and the ones after it', () => {
    const el = render(evidence({ chain_valid: false, broken_at: 3 }));
    expect(el.querySelector('[role=alert]')?.textContent).toContain('La evidencia no coincide');
    expect(el.textContent).toContain('a partir del evento n.º 3');
    const marked = [...el.querySelectorAll('[data-testid=audit-event]')].map((li) => li.className.includes('bg-danger-soft'));
    expect(marked).toEqual([false, false, true, true]);
  });

  it('a stored snapshot that no longer matches its hash fails the check even with a sound chain', () => {
    const el = render(evidence({}, false));
    expect(el.querySelector('[role=alert]')?.textContent).toContain('La copia firmada fue alterada');
  });
});
