import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * The portal's toasts: a tiny store and one live region (sonner would double the size of what a
 * phone downloads for a line of text). SPEC §9: toasts last 2000 ms; a notification's toast
 * 5000 ms, top-right, and choosing it opens what it is about.
 */
type Toast = { id: number; tone: 'success' | 'error' | 'notification'; text: string; onOpen?: () => void };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const remove = (id: number) => {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
};

function push(tone: Toast['tone'], text: string, duration = 2000, onOpen?: () => void) {
  const id = nextId++;
  toasts = [...toasts, { id, tone, text, onOpen: onOpen && (() => (remove(id), onOpen())) }];
  emit();
  window.setTimeout(() => remove(id), duration);
}

export const NOTIFICATION_TOAST_MS = 5000;

export const toast = {
  success: (text: string) => push('success', text),
  // Errors stay a little longer: the reader may need to act on them.
  error: (text: string) => push('error', text, 3500),
  notification: (text: string, onOpen?: () => void) => push('notification', text, NOTIFICATION_TOAST_MS, onOpen),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  const notices = list.filter((t) => t.tone === 'notification');
  return (
    <>
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 lg:bottom-6">
        {list
          .filter((t) => t.tone !== 'notification')
          .map((t) => (
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
      <div aria-live="polite" className="pointer-events-none fixed top-20 right-4 left-4 z-50 flex flex-col items-end gap-2 sm:left-auto">
        {notices.map((t) => (
          <button
            key={t.id}
            type="button"
            role="status"
            onClick={t.onOpen}
            className="pointer-events-auto w-full max-w-sm animate-fade-in rounded-xl border border-border bg-surface px-4 py-3 text-left text-sm font-medium text-foreground shadow-lg hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t.text}
          </button>
        ))}
      </div>
    </>
  );
}
