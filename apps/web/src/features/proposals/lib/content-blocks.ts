import type { ContentBlock } from '@trato/domain/proposals/content';
import { MAX_LIST_DEPTH } from '@trato/domain/proposals/content-clean';

/**
 * Reading Editor.js block data defensively: content is stored JSON that older editors (or a hand
 * edit) may have shaped differently, so every block is normalised here and the renderer only
 * draws these shapes. Pure functions, unit-tested.
 */
export type ListItem = { content: string; checked: boolean | null; items: ListItem[] };
export type ListData = { style: 'ordered' | 'unordered' | 'checklist'; start: number; items: ListItem[] };

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function listItem(raw: unknown, depth: number): ListItem | null {
  // The older @editorjs/list format is a flat array of HTML strings.
  if (typeof raw === 'string') return { content: raw, checked: null, items: [] };
  const item = record(raw);
  if (!('content' in item) && !('text' in item)) return null;
  const meta = record(item.meta);
  const nested = depth < MAX_LIST_DEPTH - 1 && Array.isArray(item.items) ? item.items : [];
  return {
    content: str(item.content ?? item.text),
    checked: typeof meta.checked === 'boolean' ? meta.checked : typeof item.checked === 'boolean' ? item.checked : null,
    items: nested.map((n) => listItem(n, depth + 1)).filter((n): n is ListItem => n !== null),
  };
}

/** @editorjs/list v2 ({ style, meta, items: [{ content, meta, items }] }) and the older string array. */
export function readList(data: Record<string, unknown>): ListData {
  const style = data.style === 'ordered' || data.style === 'checklist' ? data.style : 'unordered';
  const start = Number(record(data.meta).start);
  const items = Array.isArray(data.items) ? data.items.map((i) => listItem(i, 0)).filter((i): i is ListItem => i !== null) : [];
  return { style, start: Number.isInteger(start) && start > 0 ? start : 1, items };
}

/** @editorjs/checklist: { items: [{ text, checked }] }. */
export function readChecklist(data: Record<string, unknown>): { text: string; checked: boolean }[] {
  if (!Array.isArray(data.items)) return [];
  return data.items.map((raw) => {
    const item = record(raw);
    return { text: str(item.text ?? item.content), checked: item.checked === true };
  });
}

/** @editorjs/table: { withHeadings, content: string[][] }; ragged rows are padded. */
export function readTable(data: Record<string, unknown>): { withHeadings: boolean; rows: string[][] } {
  const rows = Array.isArray(data.content) ? data.content.filter(Array.isArray).map((row: unknown[]) => row.map(str)) : [];
  const width = Math.max(0, ...rows.map((r) => r.length));
  return { withHeadings: data.withHeadings === true, rows: rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]) };
}

const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;

/** @editorjs/image: { file: { url }, caption, withBorder, stretched, withBackground } (or { url }). */
export function readImage(data: Record<string, unknown>): { url: string; caption: string; withBorder: boolean; withBackground: boolean; stretched: boolean } | null {
  const url = str(record(data.file).url || data.url).trim();
  if (!SAFE_SRC.test(url)) return null;
  return { url, caption: str(data.caption), withBorder: data.withBorder === true, withBackground: data.withBackground === true, stretched: data.stretched === true };
}

/** @editorjs/header: levels 4 and 5 only (SPEC §3), default 4. */
export function readHeader(data: Record<string, unknown>): { text: string; level: 4 | 5 } {
  return { text: str(data.text), level: Number(data.level) === 5 ? 5 : 4 };
}

/** A stable React key for a block (Editor.js ids when present). */
export const blockKey = (block: ContentBlock, index: number): string => block.id ?? `${block.type}-${index}`;
