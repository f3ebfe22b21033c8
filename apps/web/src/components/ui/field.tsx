import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type FieldProps = {
  label: ReactNode;
  /** The control: gets id, aria-invalid and aria-describedby wired to the label, hint and error. */
  children: ReactElement<Record<string, unknown>>;
  error?: string;
  hint?: ReactNode;
  /** Status under the field that is not an error (e.g. "Nombre disponible."). */
  status?: ReactNode;
  className?: string;
  labelAction?: ReactNode;
  id?: string;
};

/** A labelled form control with its hint and its Spanish error message right below it. */
export function Field({ label, children, error, hint, status, className, labelAction, id }: FieldProps) {
  const generated = useId();
  const controlId = id ?? (children.props.id as string | undefined) ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const statusId = status ? `${controlId}-status` : undefined;
  const describedBy = [hintId, errorId, statusId].filter(Boolean).join(' ') || undefined;

  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })
    : children;

  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={controlId} className="text-sm font-medium text-foreground">
          {label}
        </label>
        {labelAction}
      </div>
      {control}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
      {status && !error && (
        <div id={statusId} className="text-sm" aria-live="polite">
          {status}
        </div>
      )}
    </div>
  );
}
