import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * The portal's toasts: a tiny store and one live region (sonner would double the size of what a
 * phone downloads for a line of text). SPEC §9: toasts last 2000 ms.
 */
type Toast = { id: number; tone: 'success' | 'error'; text: string };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(tone: Toast['tone'], text: string, duration = 2000) {
  const id = nextId++;
  toasts = [...toasts, { id, tone, text }];
  emit();
  window.setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, duration);
}

export const toast = {
  success: (text: string) => push('success', text),
  // Errors stay a little longer: the reader may need to act on them.
  error: (text: string) => push('error', text, 3500),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 lg:bottom-6">
      {list.map((t) => (
        <p
          key={t.id}
          role={t.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto max-w-md animate-fade-in rounded-xl px-4 py-3 text-sm font-medium shadow-lg',
            t.tone === 'success' ? 'bg-foreground text-background' : 'bg-danger text-white',
          )}
        >
          {t.text}
        </p>
      ))}
    </div>
  );
}
