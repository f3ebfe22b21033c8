import { describe, expect, it } from 'vitest';
import { emptyCounts } from '@trato/domain/search/types';
import { countsShown, isMac, moveActive, optionId } from './result-list.ts';

describe('moveActive', () => {
  it('moves down and up, wrapping at both ends; nothing to highlight in an empty list', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('countsShown', () => {
  it('only types with hits, in the fixed order', () => {
    expect(countsShown(undefined)).toEqual([]);
    expect(countsShown({ ...emptyCounts(), client: 4, proposal: 3 })).toEqual([
      { type: 'proposal', count: '3' },
      { type: 'client', count: '4' },
    ]);
  });

  it("a capped type reads '100+', the others exactly", () => {
    expect(countsShown({ ...emptyCounts(), activity: 100, comment: 100 }, ['activity'])).toEqual([
      { type: 'activity', count: '100+' },
      { type: 'comment', count: '100' },
    ]);
  });
});

it('optionId and isMac', () => {
  expect(optionId('l1', { type: 'client', id: 'abc' })).toBe('l1-client-abc');
  expect(isMac('MacIntel')).toBe(true);
  expect(isMac('iPhone')).toBe(true);
  expect(isMac('Win32')).toBe(false);
  expect(isMac('Linux x86_64')).toBe(false);
});
