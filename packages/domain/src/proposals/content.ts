import { z } from 'zod';
import { CONTENT_BLOCK_TYPES, type ContentData } from './content-types.ts';

// The block types and shapes live apart, without zod, so the public page can read content without
// loading the schema library (decision 0009's budget).
export { CONTENT_BLOCK_TYPES, DEFAULT_HEADER_LEVEL, HEADER_LEVELS } from './content-types.ts';
export type { ContentBlock, ContentBlockType, ContentData } from './content-types.ts';

export const CONTENT_MESSAGES = {
  invalid: 'El contenido no tiene un formato válido.',
  tooManyBlocks: 'El contenido puede tener hasta 500 bloques.',
  blockType: 'Tipo de bloque no permitido.',
  tooLarge: 'El contenido es demasiado extenso.',
} as const;

/** Largest serialized content accepted (bytes of JSON), far above any real proposal. */
export const MAX_CONTENT_BYTES = 512 * 1024;

const blockSchema = z.object(
  {
    id: z.string().max(64).optional(),
    type: z.enum(CONTENT_BLOCK_TYPES, { error: CONTENT_MESSAGES.blockType }),
    data: z.record(z.string(), z.unknown(), { error: CONTENT_MESSAGES.invalid }),
    tunes: z.record(z.string(), z.unknown()).optional(),
  },
  { error: CONTENT_MESSAGES.invalid },
);

/** Editor.js data as accepted by the API (request and content of a proposal). */
export const contentSchema = z
  .object(
    {
      time: z.number().optional(),
      version: z.string().max(40).optional(),
      blocks: z.array(blockSchema, { error: CONTENT_MESSAGES.invalid }).max(500, CONTENT_MESSAGES.tooManyBlocks),
    },
    { error: CONTENT_MESSAGES.invalid },
  )
  .refine((c) => JSON.stringify(c).length <= MAX_CONTENT_BYTES, CONTENT_MESSAGES.tooLarge);

export const emptyContent = (): ContentData => ({ blocks: [] });

/** True when the content has at least one block (the portal shows Contrato only then, SPEC §2.2). */
export const hasBlocks = (c: ContentData | null | undefined): boolean => Boolean(c && c.blocks.length > 0);
