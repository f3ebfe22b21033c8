import { z } from 'zod';
import type { SameType } from '../openapi/same-type.ts';
import { SEARCH_TYPES, type SearchResponse } from './types.ts';

/** The response schema of global search (docs/api/search.md, docs/decisions/0046). */
export const searchResponseSchema = z
  .object({
    data: z.array(
      z
        .object({
          id: z.string(),
          title: z.string(),
          subtitle: z.string(),
          asset: z.string().describe('URL de una imagen (ruta de la app o http(s)) o un emoji.'),
          type: z.enum(SEARCH_TYPES),
          url: z.string(),
          url_type: z.literal('internal'),
        })
        .meta({ id: 'SearchResult' }),
    ),
    meta: z.object({
      total: z.number().int(),
      counts: z.object(Object.fromEntries(SEARCH_TYPES.map((t) => [t, z.number().int()])) as Record<(typeof SEARCH_TYPES)[number], z.ZodNumber>),
      capped: z.array(z.enum(SEARCH_TYPES)).optional(),
    }),
  })
  .meta({ id: 'SearchResponse' });
export const searchResponseMatches: SameType<z.infer<typeof searchResponseSchema>, SearchResponse> = true;
