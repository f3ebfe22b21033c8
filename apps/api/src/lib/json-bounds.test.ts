import { describe, expect, it } from 'vitest';
import { JSON_BOUNDS_MESSAGES, MAX_JSON_DEPTH, MAX_JSON_VALUES, jsonBoundsViolation } from './json-bounds.ts';

/** `{"a":{"a":…1…}}` with `levels` objects. */
const nested = (levels: number, open = '{"a":', close = '}') => `${open.repeat(levels)}1${close.repeat(levels)}`;
/** `[…]` with `items` zeros. */
const wide = (items: number) => `[${Array(items).fill('0').join(',')}]`;
const deep = (field: string) => ({ field, message: JSON_BOUNDS_MESSAGES.tooDeep });
const many = (field: string) => ({ field, message: JSON_BOUNDS_MESSAGES.tooMany });

describe('JSON bodies bounded before parsing', () => {
  it(`accepts ${MAX_JSON_DEPTH} levels, counting the body itself, and refuses one more naming the top-level field`, () => {
    expect(jsonBoundsViolation(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonBoundsViolation(`{"content":${nested(MAX_JSON_DEPTH - 1)}}`)).toBeNull();
    expect(jsonBoundsViolation(`{"content":${nested(MAX_JSON_DEPTH)}}`)).toEqual(deep('content'));
    expect(jsonBoundsViolation(`{"name":"x","content":{"blocks":[${nested(100_000)}]}}`)).toEqual(deep('content'));
    // Arrays count as objects do; a body that is itself the array names no field.
    expect(jsonBoundsViolation(nested(MAX_JSON_DEPTH + 1, '[', ']'))).toEqual(deep('_'));
  });

  it('reads member names as JSON (escapes), skips brackets inside strings, and names the member even after other members', () => {
    expect(jsonBoundsViolation(`{"c\\u006fntent":${nested(MAX_JSON_DEPTH)}}`)).toEqual(deep('content'));
    const bracesInText = `{"text":"${'{['.repeat(500)}\\"}","other":[1,2]}`;
    expect(jsonBoundsViolation(bracesInText)).toBeNull();
    expect(jsonBoundsViolation(`{"a":"}}}]]]\\\\","b":{"c":"{{{{"},"deep":${nested(MAX_JSON_DEPTH)}}`)).toEqual(deep('deep'));
    // A member's string value is never taken for its name.
    expect(jsonBoundsViolation(`{"title":"content","items":${nested(MAX_JSON_DEPTH)}}`)).toEqual(deep('items'));
  });

  it(`accepts ${MAX_JSON_VALUES.toLocaleString('es')} values and refuses more, naming the field, or '_' when the body itself is too wide`, () => {
    expect(jsonBoundsViolation(`{"ids":${wide(MAX_JSON_VALUES - 2)}}`)).toBeNull();
    expect(jsonBoundsViolation(`{"ids":${wide(MAX_JSON_VALUES)}}`)).toEqual(many('ids'));
    expect(jsonBoundsViolation(`{"a":1,"ids":{${Array.from({ length: MAX_JSON_VALUES }, (_, i) => `"k${i}":0`).join(',')}}}`)).toEqual(many('ids'));
    expect(jsonBoundsViolation(wide(MAX_JSON_VALUES + 1))).toEqual(many('_'));
    expect(jsonBoundsViolation(`{${Array.from({ length: MAX_JSON_VALUES + 1 }, (_, i) => `"k${i}":0`).join(',')}}`)).toEqual(many('_'));
  });

  it('leaves malformed text to the parser, and a member name it cannot read is named _', () => {
    for (const text of ['', '{', '{"a":', '"unterminated', '}}}]]]', '{"a":1}{"b":2}']) expect(jsonBoundsViolation(text)).toBeNull();
    expect(jsonBoundsViolation(`{"bad\\x":${nested(MAX_JSON_DEPTH)}}`)).toEqual(deep('_'));
    expect(jsonBoundsViolation(`{"":${nested(MAX_JSON_DEPTH)}}`)).toEqual(deep('_'));
  });
});
