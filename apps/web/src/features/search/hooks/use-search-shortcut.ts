import { useEffect, useRef } from 'react';

/** Typing '/' in a field, a text area or an editor is text, not the shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * Ctrl+K / ⌘+K from anywhere (even inside a field: it is the browser's own search shortcut otherwise),
 * and '/' outside fields, call `onTrigger`.
 */
export function useSearchShortcut(onTrigger: () => void): void {
  const latest = useRef(onTrigger);
  useEffect(() => {
    latest.current = onTrigger;
  });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const k = e.key.toLowerCase();
      const combo = k === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditable(e.target);
      if (!combo && !slash) return;
      e.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
