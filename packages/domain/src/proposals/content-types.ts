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
