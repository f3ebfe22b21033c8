import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { MoreIcon } from '../components/icons.tsx';
import { PUBLIC_MESSAGES as M } from '../messages.ts';

export type MenuItem = { label: string; icon?: ReactNode; onSelect: () => void; danger?: boolean; className?: string };

/**
 * The "more actions" menu written by hand (no Radix in this bundle): a button that opens a list of
 * menu items below it (above it in the phone's bottom bar); arrows move, Esc and a click outside
 * close it and give focus back.
 */
export function ActionsMenu({ items, openUpOnPhones = false }: { items: MenuItem[]; openUpOnPhones?: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter((el) => el.offsetParent !== null);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      entries[(to + entries.length) % entries.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={M.moreActions}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-11 items-center justify-center rounded-xl border border-input bg-surface text-foreground transition-colors hover:bg-surface-muted"
      >
        <MoreIcon className="size-5" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={id}
          role="menu"
          aria-label={M.moreActions}
          onKeyDown={onKeyDown}
          className={cn(
            'absolute right-0 z-30 min-w-56 animate-fade-in rounded-xl border border-border bg-surface p-1 shadow-lg',
            openUpOnPhones ? 'bottom-full mb-2 sm:top-full sm:bottom-auto sm:mt-2 sm:mb-0' : 'top-full mt-2',
          )}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
              className={cn(
                'flex w-full items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium outline-none hover:bg-surface-muted focus-visible:bg-surface-muted',
                item.danger ? 'text-danger' : 'text-foreground',
                item.className,
              )}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
