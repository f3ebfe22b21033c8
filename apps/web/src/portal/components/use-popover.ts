import { useEffect, useRef, useState } from 'react';

/** A menu that opens from a button and closes on Esc (focus back to the button) or a click outside. */
export function usePopover<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<T>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, root, button };
}

export const POPOVER_PANEL =
  'absolute right-0 top-full z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] animate-fade-in rounded-2xl border border-border bg-surface p-2 shadow-xl';

export const ICON_BUTTON =
  'relative inline-flex size-10 items-center justify-center rounded-full text-foreground/80 hover:bg-surface-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
