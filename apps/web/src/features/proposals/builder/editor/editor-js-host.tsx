import { useEffect, useRef } from 'react';
import EditorJS, { type OutputData } from '@editorjs/editorjs';
import type { ContentData } from '@trato/domain/proposals/content';
import { editorData } from './editor-data.ts';
import { EDITOR_I18N } from './editor-i18n.ts';
import { editorTools, type ImageUploader, type Toolset } from './editor-tools.ts';
import { latestRead } from './latest-read.ts';
import './rich-editor.css';

export type EditorHostProps = {
  /** Read once, when the editor starts; later changes of the prop are ignored (the editor owns its state). */
  initialData: ContentData | null;
  onChange: (data: ContentData) => void;
  toolset: Toolset;
  placeholder: string;
  uploadImage?: ImageUploader;
  /** Accessible name of the editing area. */
  label: string;
  minHeight?: number;
};

/**
 * One Editor.js instance inside a React component. Each mount gets its own holder element, so a
 * quick unmount/mount (React strict mode, step changes) never leaves two editors in one box; the
 * instance is destroyed once it has finished starting.
 */
export default function EditorHost({ initialData, onChange, toolset, placeholder, uploadImage, label, minHeight = 220 }: EditorHostProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  const startRef = useRef({ initialData, toolset, placeholder, uploadImage, minHeight });

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const holder = document.createElement('div');
    box.appendChild(holder);
    const start = startRef.current;
    // Never the stored HTML as it is: the tools draw it as innerHTML of this page.
    const startData = editorData(start.initialData);
    let alive = true;
    // Editor.js batches its onChange for 400 ms: a reload in that window lost the last blocks typed.
    // So every change of the blocks' DOM is read at once (one read at a time, the last one repeated,
    // a failed read tried again) and handed over only when the blocks really differ; the autosave
    // then keeps it across a reload.
    const reader = latestRead<ContentData>({
      read: async () => (await editor.save()) as ContentData | undefined,
      key: (data) => JSON.stringify(data.blocks),
      initialKey: JSON.stringify(startData?.blocks ?? []),
      deliver: (data) => onChangeRef.current(data),
    });
    const emit = () => reader.changed();
    // Only the blocks count (their content, added or removed ones): toolbars and popovers change
    // the DOM on every hover.
    const inBlocks = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      return Boolean(element?.closest('.codex-editor__redactor') && !element.closest('.ce-toolbar, .ce-popover, .ce-inline-toolbar'));
    };
    const observer = new MutationObserver((records) => {
      if (records.some((r) => inBlocks(r.target))) emit();
    });
    const editor = new EditorJS({
      holder,
      data: (startData ?? undefined) as OutputData | undefined,
      tools: editorTools(start.toolset, start.uploadImage),
      i18n: { messages: EDITOR_I18N },
      placeholder: start.placeholder,
      minHeight: start.minHeight,
      logLevel: 'ERROR' as never,
      // Still listened to: changes made without touching the DOM (a tool's own data) come this way.
      onChange: emit,
    });
    void editor.isReady
      .then(() => {
        // No read at start: Editor.js's reading of stored blocks is not always the stored data
        // (it skips blocks a tool finds empty), and opening the builder must save nothing.
        if (alive) observer.observe(holder, { childList: true, subtree: true, characterData: true, attributes: true });
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      reader.stop();
      observer.disconnect();
      editor.isReady
        .then(() => editor.destroy())
        .catch(() => undefined)
        .finally(() => holder.remove());
    };
  }, []);

  return <div ref={boxRef} role="group" aria-label={label} className="rich-editor rounded-xl border border-border bg-surface px-4 py-3 sm:px-6" />;
}
