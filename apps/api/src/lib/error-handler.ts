import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@trato/domain/errors';
import { MESSAGES } from '@trato/domain/errors';
import { isDatabaseUnavailable, isUnacceptableText } from './db-errors.ts';
import { AppError } from './errors.ts';
import { applySecurityHeaders } from './security-headers.ts';
import { forbiddenTextError } from './text-input.ts';

/** Field name from a validation path: '/email' → 'email', '/items/0/name' → 'items.0.name'. */
function fieldName(instancePath: string, missingKey?: unknown): string {
  const p = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (typeof missingKey === 'string') return p ? `${p}.${missingKey}` : missingKey;
  return p || '_';
}

/** Client errors raised by Fastify or its plugins keep their status, with our body. */
const CLIENT_ERRORS: Record<number, ApiErrorBody> = {
  401: { message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' },
  403: { message: MESSAGES.forbidden, code: 'FORBIDDEN' },
  404: { message: MESSAGES.notFound, code: 'NOT_FOUND' },
  413: { message: MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' },
  429: { message: MESSAGES.tooMany, code: 'TOO_MANY_REQUESTS' },
};

const MALFORMED_FORM = 'El formulario enviado está incompleto o dañado.';
const MALFORMED_MULTIPART = /^Multipart: |unexpected end of multipart data$|^Boundary required$|^Malformed part header/i;

/**
 * One place turns every failure into the one error body: typed AppErrors, schema validation (422
 * with Spanish messages per field), malformed JSON, body limits, and anything unexpected (logged
 * with the request id, answered without a stack trace).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ApiErrorBody) => reply.status(status).send(body);
    const sendAppError = (e: AppError) =>
      send(e.status, { message: e.message, code: e.code, ...(e.errors ? { errors: e.errors } : {}), ...(e.details ? { details: e.details } : {}) });

    if (error instanceof AppError) return sendAppError(error);
    // Backstop for text the central check (lib/text-input.ts) cannot see, such as multipart fields
    // a route reads itself: the database refused what the request sent, so it is a 422, not a 500.
    if (isUnacceptableText(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'the database refused the text of a request');
      return sendAppError(forbiddenTextError('_'));
    }
    // The database did not answer in time (or its thread is being restarted): nothing the request
    // sent is at fault, and trying again in a moment may work (issue 29).
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error, reqId: request.id }, 'database unavailable');
      void reply.header('Retry-After', '5');
      return send(503, { message: MESSAGES.unavailable, code: 'SERVICE_UNAVAILABLE' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath, (issue.params as { keys?: unknown[] })?.keys?.[0]);
        (errors[key] ??= []).push(issue.message ?? MESSAGES.validation);
      }
      return send(422, { message: Object.values(errors).flat()[0] ?? MESSAGES.validation, errors, code: 'VALIDATION_ERROR' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(422, { message: MESSAGES.malformed, errors: { _: [MESSAGES.malformed] }, code: 'VALIDATION_ERROR' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        return send(413, { message: MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(415, { message: 'El tipo de contenido de la solicitud no es compatible.', code: 'UNSUPPORTED_MEDIA_TYPE' });
      case 'FST_ERR_VALIDATION':
        return send(422, { message: MESSAGES.validation, errors: { _: [MESSAGES.validation] }, code: 'VALIDATION_ERROR' });
    }
    // A multipart body the parser (busboy) cannot read: no boundary, cut short, a broken part header.
    if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      return send(422, { message: MALFORMED_FORM, errors: { _: [MALFORMED_FORM] }, code: 'VALIDATION_ERROR' });
    }
    const known = error.statusCode ? CLIENT_ERRORS[error.statusCode] : undefined;
    if (known) return send(error.statusCode!, known);
    // Any other client error raised by a plugin is a request we could not accept as sent.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(422, { message: MESSAGES.validation, code: 'VALIDATION_ERROR' });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return send(500, { message: MESSAGES.internal, code: 'INTERNAL_ERROR' });
  });
}

/**
 * Fastify answers a path it cannot decode (e.g. `%ED%A0%80`, a lone surrogate as bytes) or a path
 * parameter over the length limit before routing, in its own format. Such a path names nothing: the
 * one 404 body. Passed as the server's `frameworkErrors` option.
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Answered before routing, so the server's onSend hooks do not run for it. (Fastify builds this
  // request without the proxy trust: HSTS here only when the socket itself is TLS; the browser has
  // it from every other answer.)
  applySecurityHeaders(request, reply);
  void reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND' } satisfies ApiErrorBody);
}
