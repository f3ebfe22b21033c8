import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The header a test can read to know which declared schema a response broke (also in the 500 body). */
const MISMATCH_CODE = 'RESPONSE_SCHEMA_MISMATCH';

/** A zod schema, or the `{ content: { [mediaType]: { schema } } }` form of a non-JSON answer. */
type Declared = z.ZodType | { content: Record<string, { schema: z.ZodType }> };
type ResponseSchemas = Record<string, Declared | undefined>;

/** The schema a route declares for a status: exact code, then `4XX`-style ranges, then `default`. */
function declaredFor(schemas: ResponseSchemas, status: number): Declared | undefined {
  return schemas[String(status)] ?? schemas[`${String(status)[0]}XX`] ?? schemas[`${String(status)[0]}xx`] ?? schemas.default;
}

function isJson(reply: FastifyReply): boolean {
  return /^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Checked against the JSON Schema the document publishes (z.toJSONSchema, output side), not by
 * zod's parse: zod objects drop unknown keys, so a field leaked beyond the schema would pass, while
 * the document promises `additionalProperties: false`. The patterns zod emits carry the formats
 * (uuid, date-time, email), so Ajv's own format names are not needed.
 */
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const validators = new WeakMap<z.ZodType, ValidateFunction>();

function validatorFor(schema: z.ZodType): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
    validators.set(schema, validate);
  }
  return validate;
}

function problemsOf(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((e) => {
      const where = e.instancePath || '(root)';
      const extra = e.keyword === 'additionalProperties' ? ` '${String(e.params.additionalProperty)}'` : '';
      return `${where}: ${e.message ?? e.keyword}${extra}`;
    })
    .join('; ');
}

function refuse(request: FastifyRequest, reply: FastifyReply, problem: string): string {
  const message = `Response of ${request.method} ${request.routeOptions.url} (${reply.statusCode}) does not match its declared OpenAPI schema: ${problem}`;
  // Loud on purpose: the test asserting a status sees 500, and this line says why.
  console.error(message);
  reply.code(500).header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify({ message, code: MISMATCH_CODE });
}

/**
 * Test-only: every JSON answer of a route that declares response schemas must be declared for its
 * status and validate against that schema, so the API suite proves the OpenAPI document true
 * (docs/decisions/0046). Production never validates responses (lib/openapi.ts plainJsonSerializer).
 */
export function checkResponsesAgainstSchemas(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const schemas = (request.routeOptions.schema?.response ?? undefined) as ResponseSchemas | undefined;
    // Checked once a route documents what it returns (a 2xx); until then only its errors are declared.
    if (!schemas || !Object.keys(schemas).some((s) => s.startsWith('2')) || reply.statusCode === 304) return payload;
    // An unexpected failure (the error handler's INTERNAL_ERROR) is no documented answer, and is already
    // a 500: left as it is, so a test that causes one on purpose (a failing insert) sees its real body.
    if (reply.statusCode === 500) return payload;
    const schema = declaredFor(schemas, reply.statusCode);
    if (!schema) return refuse(request, reply, `status ${reply.statusCode} is not declared`);
    if (reply.statusCode === 204 || !isJson(reply) || typeof payload !== 'string') return payload;
    const json = 'safeParse' in schema ? schema : schema.content['application/json']?.schema;
    if (!json) return refuse(request, reply, 'a JSON body where another media type is declared');
    const validate = validatorFor(json);
    if (validate(JSON.parse(payload))) return payload;
    return refuse(request, reply, problemsOf(validate));
  });
}
