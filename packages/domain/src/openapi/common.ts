import { z } from 'zod';
import type { PaginationMeta } from '../pagination.ts';
import type { SameType } from './same-type.ts';

/** ISO 8601 instant (UTC) as the API writes it. */
export const isoDateTime = z.string().describe('Fecha y hora ISO 8601 (UTC).');

/** The `meta` of every paginated list (SPEC §3): the `PaginationMeta` component. */
export const paginationMetaSchema = z
  .object({
    current_page: z.number().int(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    links: z.object({ first: z.string(), last: z.string(), prev: z.string().nullable(), next: z.string().nullable() }),
    path: z.string(),
    per_page: z.number().int(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  })
  .meta({ id: 'PaginationMeta' });
export const paginationMetaMatches: SameType<z.infer<typeof paginationMetaSchema>, PaginationMeta> = true;

/** `{ data: T[], meta }`: the body of every paginated list. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: paginationMetaSchema });

/** `{ data: T }`: the envelope of most single-entity answers. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
