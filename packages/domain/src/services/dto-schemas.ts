import { z } from 'zod';
import { isoDateTime, paginationMetaSchema } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import type { ServiceDto } from './schemas.ts';
import { SERVICE_TYPES } from './types.ts';

/** Response schemas of the services catalogue (docs/decisions/0046). Amounts: strings with 2 decimals. */

const priced = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(SERVICE_TYPES),
  quantity: z.string(),
  quantity_type: z.string().nullable(),
  value: z.string(),
  value_type: z.string().nullable(),
  total: z.string(),
};

export const serviceSchema = z
  .object({
    ...priced,
    lines: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), color: z.string(), badgeColor: z.string() })),
    is_public: z.boolean(),
    preload: z.boolean(),
    subservices: z.array(z.object({ ...priced, key: z.string(), position: z.number().int() }).meta({ id: 'Subservice' })),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Service' });
export const serviceMatches: SameType<z.infer<typeof serviceSchema>, ServiceDto> = true;

/** The catalogue's list: `{ result: { data, links, total, meta } }` (SPEC §7 Services keeps this older shape). */
export const servicePageSchema = z.object({
  result: z.object({
    data: z.array(serviceSchema),
    links: paginationMetaSchema.shape.links,
    total: z.number().int(),
    meta: paginationMetaSchema,
  }),
});
