import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useModalDialog } from '../signature/use-modal-dialog.ts';

type DialogProps = {
  /** Esc, a click on the backdrop: asks to close (ignored while `locked`). */
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  locked?: boolean;
  className?: string;
  children: ReactNode;
  testId?: string;
};

/**
 * A modal on the native <dialog> (no UI library in the public bundle), mounted open: the page
 * behind is inert, Tab stays inside, Esc and the backdrop close it, focus returns to the opener
 * (the signature modal's hook, shared).
 */
export function Dialog({ onClose, labelledBy, describedBy, locked = false, className, children, testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, true, locked, onClose);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md animate-fade-in rounded-2xl border border-border bg-surface p-0 text-foreground shadow-xl backdrop:bg-overlay',
        className,
      )}
    >
      <div className="p-5 sm:p-6">{children}</div>
    </dialog>
  );
}
