import { describe, expect, it } from 'vitest';
import { isSearchable, SEARCH_MESSAGES, searchQuerySchema } from './schemas.ts';
import { isImageAsset } from './types.ts';

describe('searchQuerySchema', () => {
  it('trims the query and defaults the limit to 5', () => {
    expect(searchQuerySchema.parse({ query: '  pan  ' })).toEqual({ query: 'pan', limit: 5 });
    expect(searchQuerySchema.parse({ query: 'pan', limit: '20' })).toEqual({ query: 'pan', limit: 20 });
  });

  it('refuses 1 character (after trimming), more than 100, and a limit outside 1–20', () => {
    const issue = (input: object) => searchQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ query: ' a ' })).toBe(SEARCH_MESSAGES.queryTooShort);
    expect(issue({})).toBe(SEARCH_MESSAGES.queryRequired);
    expect(issue({ query: 'x'.repeat(101) })).toBe(SEARCH_MESSAGES.queryTooLong);
    expect(searchQuerySchema.safeParse({ query: 'x'.repeat(100) }).success).toBe(true);
    for (const limit of ['0', '21', '2.5', 'cinco']) expect(issue({ query: 'pan', limit })).toBe(SEARCH_MESSAGES.limitInvalid);
  });

  it('isSearchable: 2 to 100 characters once trimmed', () => {
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable('x'.repeat(101))).toBe(false);
  });
});

describe('isImageAsset', () => {
  it('app paths and http(s) URLs are images; emoji, protocol-relative and other schemes are not', () => {
    expect(isImageAsset('/api/files/company_logo/a.png')).toBe(true);
    expect(isImageAsset('https://cdn.example.com/a.png')).toBe(true);
    for (const v of ['🏢', '📄', '', null, undefined, '//evil.example/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA', 'http://', '/a b.png']) {
      expect(isImageAsset(v)).toBe(false);
    }
  });
});
