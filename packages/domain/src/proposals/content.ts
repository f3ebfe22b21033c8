import { z } from 'zod';

/**
 * Rich content (SPEC §3 "Content blocks"): Editor.js output data. The block types are exactly the
 * spec's: header (levels 4 and 5, default 4), paragraph, image, checklist, list, delimiter and
 * table; marker is an inline tool (a <mark> inside paragraph/list/header text).
 */
export const CONTENT_BLOCK_TYPES = ['header', 'paragraph', 'image', 'checklist', 'list', 'delimiter', 'table'] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

export const HEADER_LEVELS = [4, 5] as const;
export const DEFAULT_HEADER_LEVEL = 4;

export type ContentBlock = { id?: string; type: string; data: Record<string, unknown> };
export type ContentData = { time?: number; version?: string; blocks: ContentBlock[] };

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
