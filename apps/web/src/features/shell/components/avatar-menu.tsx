import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CreditCard, ExternalLink, LifeBuoy, LogOut, Moon, Settings, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { logout } from '../../../lib/auth/logout.ts';
import { cn } from '../../../lib/cn.ts';
import { useDarkMode } from '../../../lib/theme/dark-mode.ts';
import { HELP_URL, SHELL_MESSAGES as M } from '../messages.ts';

const itemClasses = cn(
  'flex h-9 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 text-sm text-foreground outline-none select-none',
  'data-[highlighted]:bg-surface-muted data-[disabled]:opacity-50',
);

function Icon({ children }: { children: ReactNode }) {
  return <span className="flex size-4 items-center justify-center text-muted-foreground [&>svg]:size-4">{children}</span>;
}

/** Profile menu (SPEC §2.4): settings, billing, team, help, dark mode, logout. */
export function AvatarMenu() {
  const { data: account } = useAccount();
  const queryClient = useQueryClient();
  const [dark, setDark] = useDarkMode();
  const user = account?.user;

  return (
    <DropdownMenu.Root modal={false}>
      {/*
        Named by its content, not aria-label: 'Menú de usuario' (screen readers only) then the
        visible first name, so the name contains what is seen (WCAG 2.5.3). The initials are decoration.
      */}
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full p-0.5 pr-0.5 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:pr-3">
        <span className="sr-only">{M.userMenu}</span>
        <span aria-hidden="true">
          <Avatar name={user?.name} src={user?.avatar} />
        </span>
        <span className="hidden max-w-40 truncate text-sm font-medium text-foreground sm:block">{user?.firstName || user?.name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="animate-fade-in z-50 w-64 rounded-xl border border-border bg-surface p-1.5 shadow-lg"
        >
          {user && (
            <DropdownMenu.Label className="px-2.5 py-2">
              <p className="truncate text-sm font-semibold text-foreground">{user.name}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {user?.is_god && (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/superadmin">
                <Icon>
                  <ShieldCheck />
                </Icon>
                {M.superadmin}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/settings">
              <Icon>
                <Settings />
              </Icon>
              {M.settings}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/billing">
              <Icon>
                <CreditCard />
              </Icon>
              {M.billing}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/team">
              <Icon>
                <Users />
              </Icon>
              {M.team}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <a href={HELP_URL} target="_blank" rel="noopener noreferrer">
              <Icon>
                <LifeBuoy />
              </Icon>
              <span className="flex-1">{M.help}</span>
              <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.CheckboxItem checked={dark} onCheckedChange={(checked) => setDark(checked === true)} className={itemClasses}>
            <Icon>
              <Moon />
            </Icon>
            <span className="flex-1">{M.darkMode}</span>
            <DropdownMenu.ItemIndicator>
              <Check className="size-4 text-primary-text" aria-hidden="true" />
            </DropdownMenu.ItemIndicator>
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={cn(itemClasses, 'text-danger')} onSelect={() => void logout(queryClient)}>
            <Icon>
              <LogOut />
            </Icon>
            {M.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
