import { useEffect, useRef } from 'react';
import EditorJS, { type OutputData } from '@editorjs/editorjs';
import type { ContentData } from '@trato/domain/proposals/content';
import { EDITOR_I18N } from './editor-i18n.ts';
import { editorTools, type ImageUploader, type Toolset } from './editor-tools.ts';
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
    let alive = true;
    const editor = new EditorJS({
      holder,
      data: (start.initialData ?? undefined) as OutputData | undefined,
      tools: editorTools(start.toolset, start.uploadImage),
      i18n: { messages: EDITOR_I18N },
      placeholder: start.placeholder,
      minHeight: start.minHeight,
      logLevel: 'ERROR' as never,
      onChange: async (api) => {
        const data = await api.saver.save();
        if (alive) onChangeRef.current(data as ContentData);
      },
    });
    return () => {
      alive = false;
      editor.isReady
        .then(() => editor.destroy())
        .catch(() => undefined)
        .finally(() => holder.remove());
    };
  }, []);

  return <div ref={boxRef} role="group" aria-label={label} className="rich-editor rounded-xl border border-border bg-surface px-4 py-3 sm:px-6" />;
}
