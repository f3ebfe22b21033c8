import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, type AppError } from './errors.ts';

/**
 * How deep a JSON body may nest (objects and arrays, the body itself included). The deepest real
 * body is a proposal's content with a nested list: body → content → blocks → block → data → items,
 * then two levels per nested item, so 64 leaves room for lists ~28 levels deep. Far below it every
 * recursive step downstream is safe: structured cloning to the database worker (which failed from
 * ~2,000 levels and left the instance hanging, issue 29), jsonb in PostgreSQL, JSON.stringify.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * How many values (objects, arrays, members and items) a body may hold. The 1 MB body limit alone
 * allows ~500,000 (`[0,0,…]`), each of which later walks (text checks, validation, sanitising,
 * storing) would visit; no real request comes near 100,000.
 */
export const MAX_JSON_VALUES = 100_000;

export const JSON_BOUNDS_MESSAGES = {
  tooDeep: `Los datos de este campo tienen demasiados niveles anidados (máximo ${MAX_JSON_DEPTH}).`,
  tooMany: 'Los datos de este campo tienen demasiados elementos (máximo 100 000).',
} as const;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

export type JsonBoundsViolation = { field: string; message: string };

/** The top-level member's name as the client wrote it ('_' when it cannot be read). */
function memberName(raw: string | null): string {
  if (raw === null) return '_';
  try {
    const name = JSON.parse(raw) as unknown;
    return typeof name === 'string' && name !== '' ? name : '_';
  } catch {
    return '_';
  }
}

/**
 * Checks a JSON text against MAX_JSON_DEPTH and MAX_JSON_VALUES in one pass over its characters,
 * before anything parses it: no recursion and no allocation but the name of the member at fault, so
 * a body nested 100,000 deep costs what reading it costs. Malformed text is left to the parser (which
 * answers its own 422); only what would be accepted as JSON needs bounding.
 *
 * The field named is the body's top-level member holding the excess (the one a request schema
 * names), '_' when the body itself is the array or too deep at its root.
 */
export function jsonBoundsViolation(text: string): JsonBoundsViolation | null {
  let depth = 0;
  let values = 0;
  let rootIsObject = false;
  // The raw (still quoted) name of the root object's member being read, and whether the next string
  // at depth 1 is a member name (after `{` or `,`) rather than a value.
  let member: string | null = null;
  let nameNext = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = i + 1;
      while (end < text.length) {
        const d = text.charCodeAt(end);
        if (d === BACKSLASH) end += 2;
        else if (d === QUOTE) break;
        else end++;
      }
      if (depth === 1 && rootIsObject && nameNext) member = text.slice(i, end + 1);
      nameNext = false;
      i = end;
      continue;
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (depth === 0) rootIsObject = c === OPEN_OBJECT;
      depth++;
      values++;
      nameNext = depth === 1 && c === OPEN_OBJECT;
      if (depth > MAX_JSON_DEPTH) return { field: memberName(member), message: JSON_BOUNDS_MESSAGES.tooDeep };
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    } else if (c === COMMA) {
      values++;
      nameNext = depth === 1 && rootIsObject;
    } else if (c === COLON) {
      nameNext = false;
    } else {
      continue;
    }
    // At depth 1 the root itself holds too many members or items: no one field is at fault.
    if (values > MAX_JSON_VALUES) return { field: depth > 1 ? memberName(member) : '_', message: JSON_BOUNDS_MESSAGES.tooMany };
  }
  return null;
}

/**
 * Whether a JSON text nests deeper than `max`, in one pass that skips strings (as
 * jsonBoundsViolation, for text that is not a request body: values read back from the database).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < text.length && text.charCodeAt(i) !== QUOTE; i++) if (text.charCodeAt(i) === BACKSLASH) i++;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/** The 422 for a body past the bounds, naming the field; null when within them. */
export function jsonBoundsError(text: string): AppError | null {
  const violation = jsonBoundsViolation(text);
  return violation && fieldError(violation.field, violation.message);
}

/**
 * The app's JSON body parser: Fastify's own (prototype-poisoning checks, its malformed and empty
 * body errors) behind the bounds check, so no route's handler, validation or database sees a body
 * past them.
 */
export function boundJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const error = jsonBoundsError(text);
    if (error) return done(error, undefined);
    parse(req, text, done);
  });
}
