import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blankProposalDto } from '@trato/domain/proposals/testing';
import { inWorkspace } from '../../../testing/in-workspace.tsx';
import { mountRoot } from '../../../testing/mount.ts';
import { LatestProposals } from './latest-proposals.tsx';

/** «Últimas cotizaciones» for a signed-in workspace in `timeZone` (the account is in the cache, no network). */
function render(timeZone: string, createdAt: string): string {
  const container = document.createElement('div');
  const root = mountRoot(container);
  act(() =>
    root.render(
      inWorkspace(
        <MemoryRouter>
          <LatestProposals proposals={[blankProposalDto({ name: 'Sitio de noche', created_at: createdAt })]} />
        </MemoryRouter>,
        timeZone,
      ),
    ),
  );
  return container.querySelector('[data-testid="latest-proposal"]')?.textContent ?? '';
}

describe('LatestProposals', () => {
  it('dates a proposal made at 21:00 in Santiago on that day, not on UTC’s next one', () => {
    // 00:00 UTC on the 23rd = 21:00 on the 22nd in Santiago (summer, UTC−3).
    expect(render('America/Santiago', '2026-11-23T00:00:00.000Z')).toContain('22 nov 2026');
    // The zone is the workspace's: in Tokyo the same instant is already the 23rd.
    expect(render('Asia/Tokyo', '2026-11-23T00:00:00.000Z')).toContain('23 nov 2026');
  });
});
