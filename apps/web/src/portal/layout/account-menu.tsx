import { useState } from 'react';
import { useDarkMode } from '../../lib/theme/dark-mode.ts';
import { KeyIcon, LogoutIcon, MoonIcon, SunIcon, UserIcon } from '../components/icons.tsx';
import { ICON_BUTTON, POPOVER_PANEL, usePopover } from '../components/use-popover.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { usePortalView } from '../view/portal-view.ts';
import { logout } from './logout-button.tsx';
import { PasswordDialog } from './password-dialog.tsx';

const ITEM =
  'flex h-10 w-full items-center gap-3 rounded-xl px-3 text-left text-sm hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60';

/** The customer's menu: who they are, dark mode, 'Crear contraseña' and Salir. */
export function AccountMenu() {
  const { user } = usePortalView();
  const { open, setOpen, root, button } = usePopover();
  const [dark, setDark] = useDarkMode();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <div ref={root} className="relative">
      <button ref={button} type="button" className={ICON_BUTTON} aria-label={M.account} aria-expanded={open} onClick={() => setOpen(!open)}>
        <UserIcon className="size-5" />
      </button>
      {open && (
        <div className={POPOVER_PANEL} role="menu" aria-label={M.account}>
          {user && (
            <div className="border-b border-border px-3 pt-1 pb-3">
              <p className="truncate text-sm font-semibold">{user.name}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </div>
          )}
          <div className="pt-2">
            <button type="button" role="menuitem" className={ITEM} onClick={() => setDark(!dark)}>
              {dark ? <SunIcon className="size-4" /> : <MoonIcon className="size-4" />}
              {dark ? M.lightMode : M.darkMode}
            </button>
            <button
              type="button"
              role="menuitem"
              className={ITEM}
              onClick={() => {
                setOpen(false);
                setPasswordOpen(true);
              }}
            >
              <KeyIcon className="size-4" />
              {user?.has_password ? M.changePassword : M.createPassword}
            </button>
            <button
              type="button"
              role="menuitem"
              className={ITEM}
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void logout();
              }}
            >
              <LogoutIcon className="size-4" />
              {leaving ? M.loggingOut : M.logout}
            </button>
          </div>
        </div>
      )}
      {passwordOpen && <PasswordDialog hasPassword={!!user?.has_password} onClose={() => setPasswordOpen(false)} />}
    </div>
  );
}
