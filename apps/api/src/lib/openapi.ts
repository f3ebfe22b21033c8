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
    transform: (input) => withoutNoContentBody(jsonSchemaTransform(input)),
    transformObject: (input) => withoutUnusedInputs(jsonSchemaTransformObject(input)),
  };
}

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/** A 204 has no body: `{ type: 'null' }` is how @fastify/swagger leaves `content` out. */
function withoutNoContentBody(out: Transformed): Transformed {
  const response = (out.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (response?.['204']) response['204'] = { type: 'null', description: 'Sin contenido.' };
  return out;
}

/**
 * The provider publishes an `XInput` twin of every registered schema for request bodies; response
 * components are never request bodies, so twins nothing references are dropped. Twins reference
 * each other (ProjectServiceInput → ProjectSubserviceInput), so this repeats until none goes.
 */
function withoutUnusedInputs<T>(doc: T): T {
  const schemas = (doc as { components?: { schemas?: Record<string, unknown> } }).components?.schemas;
  if (!schemas) return doc;
  for (let dropped = true; dropped; ) {
    dropped = false;
    const text = JSON.stringify(doc);
    for (const name of Object.keys(schemas)) {
      if (name.endsWith('Input') && !text.includes(`"#/components/schemas/${name}"`)) {
        delete schemas[name];
        dropped = true;
      }
    }
  }
  return doc;
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

/** A success answer that is not JSON (an event stream, a PDF, a calendar), documented by its media type. */
export function nonJsonBody(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.string() } } };
}

/** 204: no body. */
export const noContent = z.void().describe('Sin contenido.');


