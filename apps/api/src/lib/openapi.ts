import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@trato/domain/openapi/error';

/**
 * The OpenAPI document (GET /api/docs/json): response schemas are zod schemas with an id
 * (`.meta({ id })`, packages/domain/src/**\/*schemas*), published once under components.schemas
 * and referenced from every operation (docs/decisions/0046).
 */
export function openApiOptions(appUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      // 3.1: JSON Schema 2020-12, so a nullable union is `anyOf [..., {type: null}]` (3.0's `nullable` needs a sibling `type`).
      openapi: '3.1.0',
      info: {
        title: 'Trato API',
        description: 'API de Trato: cotizaciones, portales de cliente y pagos.',
        version: '1.0.0',
      },
      servers: [{ url: appUrl.replace(/\/$/, ''), description: 'Esta instalación de Trato' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  };
}

/**
 * Responses are documented and (in tests) checked, but never validated or re-serialized through
 * zod in production: the hot reads are benchmarked against a bare route (docs/performance.md), so
 * the body goes out as plain JSON, exactly as before the schemas were declared.
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** The error answers an operation really gives, each the shared `ApiError` body. */
export function errors<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** 204: no body. */
export const noContent = z.null().describe('Sin contenido.');

/** `{ data: T }`, the envelope of most single-entity answers. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

