import { lazy, Suspense } from 'react';
import type { EditorHostProps } from './editor-js-host.tsx';

// Editor.js and its tools are heavy: they load only when a step with an editor opens.
const EditorHost = lazy(() => import('./editor-js-host.tsx'));

export type RichEditorProps = EditorHostProps;

/** The rich-text editor (Editor.js, Spanish, light and dark), loaded on demand. */
export function RichEditor(props: RichEditorProps) {
  return (
    <Suspense fallback={<div className="h-56 animate-pulse rounded-xl border border-border bg-surface-muted" aria-hidden="true" />}>
      <EditorHost {...props} />
    </Suspense>
  );
}
