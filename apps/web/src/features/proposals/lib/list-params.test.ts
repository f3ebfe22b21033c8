import { describe, expect, it } from 'vitest';
import { proposalPath, readProposalListParams, writeProposalListParams } from './list-params.ts';

describe('proposal list params', () => {
  it('reads defaults and bad pages as page 1', () => {
    expect(readProposalListParams(new URLSearchParams(''))).toEqual({ page: 1, text: '', line: null, trashed: false });
    expect(readProposalListParams(new URLSearchParams('page=-3&trashed=yes')).page).toBe(1);
    expect(readProposalListParams(new URLSearchParams('page=3&text=web&line=diseno&trashed=1'))).toEqual({ page: 3, text: 'web', line: 'diseno', trashed: true });
  });

  it('writes only what differs from the defaults and keeps the view mode', () => {
    const out = writeProposalListParams(new URLSearchParams('mode=board&page=4'), { page: 1, text: ' logo ', line: 'web', trashed: false });
    expect(out.toString()).toBe('mode=board&text=logo&line=web');
    expect(writeProposalListParams(new URLSearchParams(), { page: 2, text: '', line: null, trashed: true }).toString()).toBe('trashed=1&page=2');
  });

  it('opens unfinished proposals in the builder at step 1', () => {
    expect(proposalPath({ id: 'a1', status: 'init' })).toBe('/proposals/a1/edit#step-1');
    expect(proposalPath({ id: 'a1', status: 'SENT' })).toBe('/proposals/a1');
  });
});
