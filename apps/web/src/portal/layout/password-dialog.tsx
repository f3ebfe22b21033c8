import { useId, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { Button } from '../../public/components/button.tsx';
import { Dialog } from '../../public/components/dialog.tsx';
import { useSetPassword } from '../api/set-password.ts';
import { toast } from '../components/toast.tsx';
import { FIELD } from '../components/field.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';

/**
 * 'Crear contraseña' (or change it): PUT /v1/customer/password. A session opened by signing (scoped,
 * email unproven) gets the server's 403 message, which says to come in by the emailed link first.
 */
export function PasswordDialog({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const ids = useId();
  const save = useSetPassword();
  const [password, setPassword] = useState('');
  const [current, setCurrent] = useState('');
  const fields = isApiError(save.error) ? save.error.errors : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(hasPassword ? { password, current_password: current } : { password }, {
      onSuccess: (res) => {
        toast.success(res.message || M.passwordSaved);
        onClose();
      },
    });
  }

  return (
    <Dialog onClose={onClose} labelledBy={`${ids}-title`} describedBy={`${ids}-text`} locked={save.isPending}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1">
          <h2 id={`${ids}-title`} className="text-lg font-semibold">
            {hasPassword ? M.changePassword : M.passwordTitle}
          </h2>
          <p id={`${ids}-text`} className="text-sm text-muted-foreground">
            {M.passwordText}
          </p>
        </div>
        {hasPassword && (
          <div className="space-y-1">
            <label htmlFor={`${ids}-current`} className="text-sm font-medium">
              {M.currentPassword}
            </label>
            <input id={`${ids}-current`} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} className={FIELD} />
            {fields.current_password && <p className="text-xs text-danger">{fields.current_password[0]}</p>}
          </div>
        )}
        <div className="space-y-1">
          <label htmlFor={`${ids}-new`} className="text-sm font-medium">
            {M.newPassword}
          </label>
          <input
            id={`${ids}-new`}
            type="password"
            autoComplete="new-password"
            minLength={10}
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={`${ids}-hint`}
            className={FIELD}
          />
          <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
            {M.passwordHint}
          </p>
          {fields.password && <p className="text-xs text-danger">{fields.password[0]}</p>}
        </div>
        {save.isError && !fields.password && !fields.current_password && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {errorMessage(save.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            {M.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending || !password}>
            {save.isPending ? M.saving : M.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
