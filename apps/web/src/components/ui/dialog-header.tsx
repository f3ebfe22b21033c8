import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

type DialogHeaderProps = {
  title: string;
  description?: string;
  /** Accessible name of the ✕ button ('Cerrar'). */
  closeLabel: string;
  className?: string;
};

/** The top of a Radix dialog sheet: title, optional description and the ✕ that closes it. */
export function DialogHeader({ title, description, closeLabel, className }: DialogHeaderProps) {
  return (
    <div className={cn('flex items-start justify-between gap-4 border-b border-border px-5 py-4', className)}>
      <div>
        <Dialog.Title className="text-lg font-semibold text-foreground">{title}</Dialog.Title>
        {description && <Dialog.Description className="mt-1 text-sm text-muted-foreground">{description}</Dialog.Description>}
      </div>
      <Dialog.Close asChild>
        <Button variant="ghost" size="icon" aria-label={closeLabel} className="-mr-2 size-9">
          <X className="size-5" aria-hidden="true" />
        </Button>
      </Dialog.Close>
    </div>
  );
}
