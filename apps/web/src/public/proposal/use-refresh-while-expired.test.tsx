import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { blankPublicProposalDto } from '@trato/domain/proposals/testing';
import { mountRoot } from '../../testing/mount.ts';
import { EXPIRED_REFRESH_MS, useRefreshWhileExpired } from './use-refresh-while-expired.ts';

// The page of an expired proposal asks the API again when the client comes back to the tab and
// every minute while it is seen, so the provider's extension shows without a reload (decision 0083).
const expired = blankPublicProposalDto({ expired: true, can_sign: false, can_decline: false });
const extended = blankPublicProposalDto();

let visibility: DocumentVisibilityState = 'visible';
let reads: string[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  reads = [];
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.stubGlobal('fetch', async (url: string) => {
    reads.push(url);
    return new Response(JSON.stringify({ data: extended }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function Page({ proposal, onFresh }: { proposal: PublicProposalDto; onFresh: (p: PublicProposalDto) => void }) {
  useRefreshWhileExpired(proposal, onFresh);
  return null;
}

function mount(proposal: PublicProposalDto) {
  const seen: PublicProposalDto[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const root = mountRoot(container);
  act(() => root.render(<Page proposal={proposal} onFresh={(p) => seen.push(p)} />));
  return { seen, unmount: () => act(() => root.unmount()) };
}

const settle = () => act(async () => {
  await vi.advanceTimersByTimeAsync(0);
});
const changeVisibility = async (next: DocumentVisibilityState) => {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
  await settle();
};

describe('an expired proposal on the public page', () => {
  it('is read again when the window gets the focus and when the tab is seen again, and hands the fresh proposal over', async () => {
    const page = mount(expired);
    expect(reads).toEqual([]);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain(`/v1/proposal/${expired.slug}`);
    expect(page.seen.map((p) => p.can_sign)).toEqual([true]);

    await changeVisibility('hidden');
    expect(reads).toHaveLength(1);
    await changeVisibility('visible');
    expect(reads).toHaveLength(2);
    page.unmount();
  });

  it('every minute while visible; not while the tab is hidden; never after the page is gone', async () => {
    const page = mount(expired);
    await act(() => vi.advanceTimersByTimeAsync(EXPIRED_REFRESH_MS));
    expect(reads).toHaveLength(1);
    await changeVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(3 * EXPIRED_REFRESH_MS));
    expect(reads).toHaveLength(1);
    page.unmount();
    visibility = 'visible';
    window.dispatchEvent(new Event('focus'));
    await act(() => vi.advanceTimersByTimeAsync(3 * EXPIRED_REFRESH_MS));
    expect(reads).toHaveLength(1);
  });

  it('a proposal that can be signed, or one already signed past its date, is not asked again', async () => {
    for (const proposal of [extended, blankPublicProposalDto({ status: 'ACCEPTED', expired: true, can_sign: false, can_decline: false })]) {
      const page = mount(proposal);
      window.dispatchEvent(new Event('focus'));
      await act(() => vi.advanceTimersByTimeAsync(2 * EXPIRED_REFRESH_MS));
      page.unmount();
    }
    expect(reads).toEqual([]);
  });
});
