import { describe, expect, it } from 'vitest';
import { internalPath, unreadBadge } from './bell-rules.ts';

describe('unreadBadge', () => {
  it('hides at 0, counts to 9, then 9+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
  });
});

describe('internalPath', () => {
  it('follows app paths only', () => {
    expect(internalPath('/proposals/abc')).toBe('/proposals/abc');
    expect(internalPath('https://evil.example')).toBeNull();
    expect(internalPath('//evil.example')).toBeNull();
    expect(internalPath(null)).toBeNull();
  });
});
