import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@trato/domain/errors';
import { fieldError, notFound } from './errors.ts';

/**
 * U+0000, or half of a UTF-16 surrogate pair. PostgreSQL refuses the first in text and jsonb, and
 * the second has no UTF-8 form (jsonb refuses its `\ud800` escape; the drivers silently turn it into
 * U+FFFD in text). Neither is something a person types, so they are refused before any route runs.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenText = (s: string): boolean => s.includes('\0') || LONE_SURROGATE.test(s);

/**
 * The dotted path of the first string (or object key) holding a forbidden character, '' for the
 * value itself, null when clean. Walks with its own stack: a JSON body nested thousands deep must
 * not overflow the call stack into a 500.
 */
export function findForbiddenText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (hasForbiddenText(v)) return at;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, at ? `${at}.${i}` : String(i)]));
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        // A bad key is reported by where it sits, never echoed back.
        if (hasForbiddenText(key)) return at;
        stack.push([item, at ? `${at}.${key}` : key]);
      }
    }
  }
  return null;
}

/** The 422 for a field holding a forbidden character ('_' when it is the whole body). */
export const forbiddenTextError = (field: string) => fieldError(field || '_', MESSAGES.invalidText);

/**
 * One check for every route of the scope, before validation and before any handler reaches the
 * database: a forbidden character in a path parameter is an id that cannot exist (404), in the
 * query or a JSON body a 422 naming the field. Multipart parts are read by their routes, which
 * check them with `findForbiddenText` (see modules/uploads).
 */
export function refuseForbiddenText(app: FastifyInstance): void {
  // Callback style: it runs on every request, which an async hook would charge a promise each.
  app.addHook('preValidation', (req, _reply, done) => {
    if (findForbiddenText(req.params) !== null) return done(notFound());
    const inQuery = findForbiddenText(req.query);
    if (inQuery !== null) return done(forbiddenTextError(inQuery));
    const inBody = findForbiddenText(req.body);
    done(inBody === null ? undefined : forbiddenTextError(inBody));
  });
}
