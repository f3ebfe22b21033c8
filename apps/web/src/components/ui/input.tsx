import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export const inputClasses = cn(
  'block rounded-lg border border-input bg-surface px-3 text-sm text-foreground shadow-xs',
  'placeholder:text-muted-foreground/80 transition-colors',
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70 [&[readonly]]:bg-surface-muted',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40',
);

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClasses, 'h-10 w-full', className)} {...props} />;
});
