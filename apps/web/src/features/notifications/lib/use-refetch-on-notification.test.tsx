import { act } from 'react';
import type { Root } from 'react-dom/client';
import { mountRoot } from '../../../testing/mount.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../api/get-notifications.ts';
import { announceNotification } from './notification-events.ts';
import { useRefetchOnNotification } from './use-refetch-on-notification.ts';

const arrived = (id: string, data: Record<string, unknown>): AppNotification => ({
  id,
  type: 'comment.created',
  createdAt: new Date().toISOString(),
  readed: false,
  data: { url: '/proposals/p1', ...data },
  notification: { icon: 'message-circle', title: 'Marta comentó' },
});

let root: Root | null = null;
/** A page showing proposal p1, its comments thread and another proposal's data in the cache (no network). */
function mount(qc: QueryClient) {
  function Page() {
    useRefetchOnNotification(['proposals', 'one', 'p1']);
    return null;
  }
  root = mountRoot(document.createElement('div'));
  act(() =>
    root!.render(
      <QueryClientProvider client={qc}>
        <Page />
      </QueryClientProvider>,
    ),
  );
}

const stale = (qc: QueryClient, key: string[]) => qc.getQueryState(key)?.isInvalidated;

describe('useRefetchOnNotification', () => {
  it('refetches the page and everything about the same id when a notification about it arrives; not for another one', () => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, enabled: false } } });
    for (const key of [
      ['proposals', 'one', 'p1'],
      ['proposals', 'comments', 'p1'],
      ['proposals', 'one', 'p2'],
    ])
      qc.setQueryData(key, {});
    mount(qc);

    act(() => announceNotification(arrived('n1', { proposal_id: 'p2' })));
    expect(stale(qc, ['proposals', 'one', 'p1'])).toBe(false);

    act(() => announceNotification(arrived('n2', { proposal_id: 'p1' })));
    expect(stale(qc, ['proposals', 'one', 'p1'])).toBe(true);
    expect(stale(qc, ['proposals', 'comments', 'p1'])).toBe(true);
  });

  it('a notification about nothing in particular refetches the page; unmounted pages stop listening', () => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, enabled: false } } });
    qc.setQueryData(['proposals', 'one', 'p1'], {});
    mount(qc);
    act(() => announceNotification(arrived('n3', {})));
    expect(stale(qc, ['proposals', 'one', 'p1'])).toBe(true);

    act(() => root?.unmount());
    root = null;
    qc.setQueryData(['proposals', 'one', 'p1'], {});
    act(() => announceNotification(arrived('n4', { proposal_id: 'p1' })));
    expect(stale(qc, ['proposals', 'one', 'p1'])).toBe(false);
  });
});
