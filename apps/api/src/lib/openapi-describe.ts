import type { FastifyInstance, RouteOptions } from 'fastify';
import { errors, type ErrorStatus } from './openapi.ts';
import { OPERATIONS } from './openapi-operations.ts';

/** Answered to anyone, signed in or not (the public proposal page, sign-up, sign-in). */
const PUBLIC: never[] = [];
/** Staff token, customer token or nobody: comments and signing on the public page, and two sign-up steps that also serve a signed-in caller. */
const OPTIONAL_BEARER = [{ bearerAuth: [] }, {}];
const OPTIONAL_AUTH = /^\/api\/(v1\/comments|v1\/signatures|auth\/register\/check-workspace$|auth\/invitations\/accept$)/;

type Schema = Record<string, unknown> & { security?: unknown[]; response?: Record<string, unknown>; params?: unknown; body?: unknown; querystring?: unknown };

/** Methods whose request may carry a body: Fastify's JSON parser reads it whether the route takes one or not. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error answers an operation's shape implies: who may call it, what it names, what it reads. */
function derivedErrors(method: string, url: string, schema: Schema, extra: readonly ErrorStatus[] = []): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(extra);
  if (schema.security?.length && !OPTIONAL_AUTH.test(url)) {
    statuses.add(401);
    if (url.startsWith('/api/v1/')) statuses.add(403);
  }
  if (url.includes(':')) statuses.add(404);
  if (schema.params || schema.body || schema.querystring) statuses.add(422);
  // The body parser's own refusals, before any handler and whatever the route reads: over the body
  // limit, not JSON, malformed, or past the depth and size bounds (lib/json-bounds.ts).
  if (schema.body || WRITE_METHODS.has(method)) {
    statuses.add(413);
    statuses.add(415);
    statuses.add(422);
  }
  // Any operation may find the database not answering in time (lib/error-handler.ts, issue 29).
  statuses.add(503);
  return [...statuses].sort();
}

function describe(route: RouteOptions, method: string): void {
  const entry = OPERATIONS[`${method} ${route.url}`];
  if (!entry) return;
  const [operationId, summary, extra] = entry;
  const schema = (route.schema ??= {}) as Schema;
  schema.operationId ??= operationId;
  schema.summary ??= summary;
  schema.security ??= OPTIONAL_AUTH.test(route.url) ? OPTIONAL_BEARER : PUBLIC;
  // A route's own response entries win (e.g. a 409 with a richer body).
  schema.response = { ...errors(...derivedErrors(method, route.url, schema, extra)), ...schema.response };
}

/**
 * Gives every documented route its operationId, summary, security and error answers from the one
 * table (lib/openapi-operations.ts), as routes are added. Must be called before any route.
 */
export function describeOperations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') describe(route, method);
  });
}
