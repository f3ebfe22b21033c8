import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_KEY } from '../api/get-notifications.ts';
import { useRefetchOnNotification } from './use-refetch-on-notification.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const page = (ids: string[]) => ({ data: ids.map((id) => ({ id, readed: false })), meta: {}, unread_count: ids.length });

/** The bell's list changes (React Query tells its observers on the next tick). */
async function bell(qc: QueryClient, ids: string[]) {
  await act(async () => {
    qc.setQueryData([...NOTIFICATIONS_KEY, 'list', 1], page(ids));
    await new Promise((r) => setTimeout(r, 10));
  });
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** A page showing proposal p1 while the bell's list is already in the cache (no network). */
function mount(qc: QueryClient) {
  function Page() {
    useRefetchOnNotification(['proposals', 'one', 'p1']);
    return null;
  }
  const el = document.createElement('div');
  root = createRoot(el);
  act(() =>
    root!.render(
      <QueryClientProvider client={qc}>
        <Page />
      </QueryClientProvider>,
    ),
  );
}

describe('useRefetchOnNotification', () => {
  it('marks the page data stale when a new notification arrives, not for the ones already there', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, refetchInterval: false, enabled: false } } });
    qc.setQueryData([...NOTIFICATIONS_KEY, 'list', 1], page(['n1']));
    qc.setQueryData(['proposals', 'one', 'p1'], { status: 'SENT' });
    mount(qc);
    expect(qc.getQueryState(['proposals', 'one', 'p1'])?.isInvalidated).toBe(false);

    await bell(qc, ['n1']);
    expect(qc.getQueryState(['proposals', 'one', 'p1'])?.isInvalidated).toBe(false);

    await bell(qc, ['n2', 'n1']);
    expect(qc.getQueryState(['proposals', 'one', 'p1'])?.isInvalidated).toBe(true);
  });
});
