import { cn } from '../../lib/cn.ts';
import { ExternalIcon, LogoutIcon } from '../components/icons.tsx';
import { logout } from '../layout/logout-button.tsx';
import { EXTERNAL_HELP_URL } from '../lib/paths.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { usePortalView } from './portal-view.ts';

const LINK =
  'flex h-10 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-foreground/80 hover:bg-surface-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** SPEC §2.2: the navigation's external Ayuda (a new tab) and Salir. Not in the staff view. */
export function PortalExits({ className }: { className?: string }) {
  const { readOnly } = usePortalView();
  if (readOnly) return null;
  return (
    <ul className={cn('space-y-1', className)}>
      <li>
        <a href={EXTERNAL_HELP_URL} target="_blank" rel="noopener noreferrer" className={LINK}>
          <ExternalIcon className="size-4.5 shrink-0" />
          {M.externalHelp}
          <span className="sr-only"> {M.newTab}</span>
        </a>
      </li>
      <li>
        <button type="button" className={LINK} onClick={() => void logout()}>
          <LogoutIcon className="size-4.5 shrink-0" />
          {M.logout}
        </button>
      </li>
    </ul>
  );
}
