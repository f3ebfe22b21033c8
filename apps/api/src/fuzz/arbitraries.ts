import fc from 'fast-check';

/**
 * Request values for the fuzzer (issue 14 part 2): what an operation's JSON schema describes, and the
 * hostile values that schemas are written to keep out — wrong types, huge and empty strings, NUL, lone
 * surrogates, right-to-left overrides, emoji, deep nesting, extreme numbers, `__proto__` keys, invalid
 * dates and ids. A JSON schema here is the OpenAPI document's (fastify-type-provider-zod's output).
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};

/** Objects that own a `__proto__` key, as JSON.parse makes them (a literal would set the prototype). */
const protoKeys = [JSON.parse('{"__proto__": {"is_god": true, "role": "owner"}}'), JSON.parse('{"constructor": {"prototype": {"polluted": 1}}}')];

function nested(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

export const hostileString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'texto\u0000con NUL',
  '\ud800',
  'a\udc00b',
  '\u202Eelbisivni\u202C',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🇨🇱',
  'x'.repeat(70_000),
  "' OR 1=1 --",
  '"; drop table projects; --',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  '-0001-01-01',
  'no-es-un-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
  'NaN',
  '1e308',
  '-0',
  'true',
  'null',
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(null, true, false, 0, -0, 1e308, -1e308, 2 ** 53 + 2, -1, 0.1, 5e-324),
  fc.constantFrom<unknown>([], {}, [null], nested(2000), nested(50), ...protoKeys),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

const types = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
  }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200), unit: 'grapheme' });
}

/** A value of the shape `schema` describes (its constraints roughly kept), depth-limited. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => fromSchema(o, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1);
  const t = types(schema);
  const arbs: fc.Arbitrary<unknown>[] = [];
  if (t.includes('object') || schema.properties) {
    const props = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, sub] of Object.entries(props)) record[key] = fromSchema(sub, depth + 1);
    arbs.push(fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) }));
  }
  if (t.includes('array')) arbs.push(fc.array(fromSchema(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) }));
  if (t.includes('string')) arbs.push(stringFor(schema));
  if (t.includes('integer')) arbs.push(fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 }));
  if (t.includes('number')) arbs.push(fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true }));
  if (t.includes('boolean')) arbs.push(fc.boolean());
  if (t.includes('null') || schema.nullable) arbs.push(fc.constant(null));
  return arbs.length ? fc.oneof(...arbs) : fc.jsonValue({ maxDepth: 2 });
}

/** Mostly well-shaped values, some hostile ones, and well-shaped objects with one field made hostile. */
export function fuzzedValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const shaped = fromSchema(schema);
  const oneFieldHostile = fc.tuple(shaped, fc.constantFrom(...Object.keys(schema?.properties ?? { _: 0 })), hostileValue).map(([v, key, bad]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? { ...v, [key]: bad } : bad,
  );
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: oneFieldHostile, weight: 3 }, { arbitrary: hostileValue, weight: 2 });
}

/**
 * JSON text past the body bounds (lib/json-bounds.ts), as a whole body or as one field of a
 * well-named one: nested 65 to 10,000 deep (objects, arrays, or both), or 100,001 to 120,000 values
 * wide. Built as text: objects that deep would overflow JSON.stringify here before the app saw them.
 */
export function boundsBreakingBody(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const deep = fc.tuple(fc.integer({ min: 65, max: 10_000 }), fc.constantFrom(['{"a":', '}'], ['[', ']'], ['{"a":[', ']}'])).map(([depth, [open, close]]) => `${open!.repeat(depth)}"fondo"${close!.repeat(depth)}`);
  const wide = fc.tuple(fc.integer({ min: 100_001, max: 120_000 }), fc.constantFrom('0', '"x"', '{}')).map(([n, item]) => `[${Array(n).fill(item).join(',')}]`);
  const excess = fc.oneof(deep, wide);
  const field = fc.constantFrom(...Object.keys(schema?.properties ?? { datos: 0 }));
  return fc.oneof(excess, fc.tuple(field, excess).map(([key, text]) => `{${JSON.stringify(key)}:${text}}`));
}

/** A path or query value: a real id the world holds, any UUID, or something hostile. */
export const pathValue = (realIds: string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...realIds), weight: 4 }, { arbitrary: fc.uuid(), weight: 1 }, { arbitrary: hostileString, weight: 2 });
