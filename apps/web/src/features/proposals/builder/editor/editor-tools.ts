import type { ToolConstructable, ToolSettings } from '@editorjs/editorjs';
import Checklist from '@editorjs/checklist';
import Delimiter from '@editorjs/delimiter';
import Header from '@editorjs/header';
import ImageTool from '@editorjs/image';
import List from '@editorjs/list';
import Marker from '@editorjs/marker';
import Paragraph from '@editorjs/paragraph';
import Table from '@editorjs/table';
import { DEFAULT_HEADER_LEVEL, HEADER_LEVELS } from '@trato/domain/proposals/content';

/** `full`: the proposal content (SPEC §3 content blocks); `basic`: the request (text only). */
export type Toolset = 'full' | 'basic';

/** Uploads one image and answers its URL. */
export type ImageUploader = (file: File) => Promise<string>;

const tool = (cls: unknown): ToolConstructable => cls as ToolConstructable;

const BULLET_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" viewBox="0 0 24 24"><path stroke="currentColor" stroke-linecap="round" stroke-width="2" d="M9 7h10M9 12h10M9 17h10M5 7h.01M5 12h.01M5 17h.01"/></svg>';
const NUMBER_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" viewBox="0 0 24 24"><path stroke="currentColor" stroke-linecap="round" stroke-width="2" d="M10 7h9M10 12h9M10 17h9M4 6l1-1v4M4 15.5c0-.8.7-1.5 1.5-1.5s1.5.7 1.5 1.3c0 1.2-3 1.7-3 3.2h3"/></svg>';

/**
 * The block tools. Headers only at levels 4 and 5 (default 4). The list tool offers bullets and
 * numbers only: checklists are their own block type (`checklist`), as the spec lists them.
 */
export function editorTools(toolset: Toolset, uploadImage?: ImageUploader): Record<string, ToolSettings> {
  const tools: Record<string, ToolSettings> = {
    paragraph: { class: tool(Paragraph), inlineToolbar: true, config: { preserveBlank: false } },
    header: { class: tool(Header), inlineToolbar: ['marker'], config: { levels: [...HEADER_LEVELS], defaultLevel: DEFAULT_HEADER_LEVEL } },
    list: {
      class: tool(List),
      inlineToolbar: true,
      config: { defaultStyle: 'unordered' },
      toolbox: [
        { icon: BULLET_ICON, title: 'Unordered List', data: { style: 'unordered' } },
        { icon: NUMBER_ICON, title: 'Ordered List', data: { style: 'ordered' } },
      ],
    },
    checklist: { class: tool(Checklist), inlineToolbar: true },
    marker: { class: tool(Marker), shortcut: 'CMD+SHIFT+M' },
    delimiter: { class: tool(Delimiter) },
  };
  if (toolset === 'basic') return tools;
  tools.table = { class: tool(Table), inlineToolbar: true, config: { rows: 2, cols: 3, withHeadings: true } };
  if (uploadImage) {
    tools.image = {
      class: tool(ImageTool),
      config: {
        uploader: {
          uploadByFile: async (file: File) => ({ success: 1, file: { url: await uploadImage(file) } }),
        },
      },
    };
  }
  return tools;
}
