import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blankProposalDto } from '@trato/domain/proposals/testing';
import { accountKey } from '../../../lib/auth/get-account.ts';
import { mountRoot } from '../../../testing/mount.ts';
import { LatestProposals } from './latest-proposals.tsx';

/** «Últimas cotizaciones» for a signed-in workspace in `timeZone` (the account is in the cache, no network). */
function render(timeZone: string, createdAt: string): string {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, enabled: false } } });
  qc.setQueryData(accountKey, { workspace: { time_zone: timeZone } });
  const container = document.createElement('div');
  const root = mountRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <LatestProposals proposals={[blankProposalDto({ name: 'Sitio de noche', created_at: createdAt })]} />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return container.querySelector('[data-testid="latest-proposal"]')?.textContent ?? '';
}

describe('LatestProposals', () => {
  it('dates a proposal made at 21:00 in Santiago on that day, not on UTC’s next one', () => {
    // 00:00 UTC on the 23rd = 21:00 on the 22nd in Santiago (summer, UTC−3).
    expect(render('America/Santiago', '2026-11-23T00:00:00.000Z')).toContain('22 de noviembre de 2026');
    // The zone is the workspace's: in Tokyo the same instant is already the 23rd.
    expect(render('Asia/Tokyo', '2026-11-23T00:00:00.000Z')).toContain('23 de noviembre de 2026');
  });
});
