import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/** Classes of a Radix dropdown item: a 36 px row, highlighted by pointer or arrows. */
export const menuItemClasses = cn(
  'flex h-9 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 text-sm text-foreground outline-none select-none',
  'data-[highlighted]:bg-surface-muted data-[disabled]:cursor-default data-[disabled]:opacity-50',
);

/** The floating panel of a row's actions menu. */
export const menuContentClasses = 'animate-fade-in z-50 rounded-xl border border-border bg-surface p-1.5 shadow-lg';

/** The icon's box; one colour class only (cn does not merge classes, so two colours would race in the CSS). */
const iconBox = (danger?: boolean) => cn('flex size-4 items-center justify-center [&>svg]:size-4', danger ? 'text-danger' : 'text-muted-foreground');

/** One action of a dropdown menu with its icon; `danger` paints it red (delete). */
export function MenuItem({ icon, children, onSelect, danger }: { icon: ReactNode; children: ReactNode; onSelect: () => void; danger?: boolean }) {
  return (
    <DropdownMenu.Item className={cn(menuItemClasses, danger && 'text-danger')} onSelect={onSelect}>
      <span className={iconBox(danger)}>{icon}</span>
      {children}
    </DropdownMenu.Item>
  );
}

/** A dropdown entry that is a real link (opens a page; middle-click and copy-link work). */
export function MenuLinkItem({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={menuItemClasses}>
      <Link to={to}>
        <span className={iconBox()}>{icon}</span>
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-border" />;
}
