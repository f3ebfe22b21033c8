import { CONTENT_BLOCK_TYPES, type ContentBlock, type ContentBlockType, type ContentData } from './content-types.ts';

/**
 * Every place of Editor.js data that a block tool draws as HTML (innerHTML), per block type of
 * SPEC §3, each passed through `clean` (the inline allow-list, content-html.ts). The server runs it
 * on every write of `content` and `request`; the builder runs it again before Editor.js draws
 * stored data. Everything else in a block's data is kept as it is: the tools set it as text,
 * attributes or styles, never as markup.
 */
export type CleanHtml = (html: string) => string;
type Data = Record<string, unknown>;

/** List items nested deeper are dropped: the document shows 8 levels, no person nests further. */
export const MAX_LIST_DEPTH = 8;

const record = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});

/**
 * A tool draws whatever sits in an HTML field; an array or object would be turned into a string by
 * the browser (['<img …>'] becomes '<img …>'), so only strings (and numbers, as text) are kept.
 */
const html = (value: unknown, clean: CleanHtml): string => (typeof value === 'string' ? clean(value) : typeof value === 'number' ? String(value) : '');

/** The same object with the given HTML fields cleaned; absent fields stay absent. */
function withHtml(data: Data, keys: readonly string[], clean: CleanHtml): Data {
  const out = { ...data };
  for (const key of keys) if (key in out) out[key] = html(out[key], clean);
  return out;
}

/** @editorjs/list 2.x item `{ content, meta, items }`, the older plain string, or `{ text, checked }`. */
function listItem(item: unknown, clean: CleanHtml, depth: number): unknown {
  if (typeof item === 'string' || typeof item === 'number') return html(item, clean);
  const data = withHtml(record(item), ['content', 'text'], clean);
  if ('items' in data) data.items = listItems(data.items, clean, depth + 1);
  return data;
}

function listItems(items: unknown, clean: CleanHtml, depth: number): unknown[] {
  if (!Array.isArray(items) || depth >= MAX_LIST_DEPTH) return [];
  return items.map((item) => listItem(item, clean, depth));
}

const BLOCKS: Record<ContentBlockType, (data: Data, clean: CleanHtml) => Data> = {
  paragraph: (data, clean) => withHtml(data, ['text'], clean),
  header: (data, clean) => withHtml(data, ['text'], clean),
  image: (data, clean) => withHtml(data, ['caption'], clean),
  delimiter: (data) => data,
  list: (data, clean) => ({ ...data, items: listItems(data.items, clean, 0) }),
  checklist: (data, clean) => ({
    ...data,
    items: Array.isArray(data.items) ? data.items.map((item) => withHtml(record(item), ['text'], clean)) : [],
  }),
  table: (data, clean) => ({
    ...data,
    content: Array.isArray(data.content) ? data.content.filter(Array.isArray).map((row: unknown[]) => row.map((cell) => html(cell, clean))) : [],
  }),
};

const isBlockType = (type: string): type is ContentBlockType => (CONTENT_BLOCK_TYPES as readonly string[]).includes(type);

/**
 * The content with every HTML field cleaned. Blocks of a type the product does not have are
 * dropped (the API refuses them; a stored one would reach Editor.js's fallback block as is).
 */
export function cleanContentHtml(content: ContentData, clean: CleanHtml): ContentData {
  const blocks = Array.isArray(content.blocks) ? content.blocks : [];
  return {
    ...content,
    blocks: blocks
      .filter((block): block is ContentBlock => Boolean(block) && typeof block.type === 'string' && isBlockType(block.type))
      .map((block) => ({ ...block, data: BLOCKS[block.type as ContentBlockType](record(block.data), clean) })),
  };
}
