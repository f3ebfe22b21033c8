import { describe, expect, it } from 'vitest';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { BOARD_COLUMNS, columnCards, type PendingMove } from './board.ts';

const p = (id: string, status: string) => ({ id, status }) as ProposalListItemDto;

describe('board columns', () => {
  it('are the five visible statuses in order', () => {
    expect(BOARD_COLUMNS).toEqual(['DRAFT', 'SENT', 'ACCEPTED', 'DECLINED', 'FILED']);
  });

  it('moves a card from its column to the target while the change is in flight', () => {
    const a = p('a', 'DRAFT');
    const b = p('b', 'DRAFT');
    const c = p('c', 'SENT');
    const moving = new Map<string, PendingMove>([['a', { proposal: a, to: 'SENT' }]]);
    expect(columnCards('DRAFT', [a, b], moving).map((x) => x.id)).toEqual(['b']);
    expect(columnCards('SENT', [c], moving).map((x) => [x.id, x.status])).toEqual([
      ['a', 'SENT'],
      ['c', 'SENT'],
    ]);
    // Once the refreshed list has it in SENT too, it is not shown twice.
    expect(columnCards('SENT', [{ ...a, status: 'SENT' }, c], moving).map((x) => x.id)).toEqual(['a', 'c']);
    // Nothing moving: the column is its own list.
    expect(columnCards('DRAFT', [a, b], new Map())).toEqual([a, b]);
  });
});
