import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { CheckCircle2, Copy, Ellipsis, Eye, Link2, Mail, Pencil, RotateCcw, Trash2, XCircle } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { MenuItem, MenuLinkItem, MenuSeparator } from '../../../../components/ui/menu-item.tsx';
import { PlanLimitDialog } from '../../../../components/ui/plan-limit-dialog.tsx';
import { cn } from '../../../../lib/cn.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { useProjectActions } from './use-project-actions.ts';

type MenuProps = {
  project: { id: string; name: string; status: string; deleted_at: string | null };
  /** After it went to the trash or was deleted for good (the detail page leaves). */
  onGone?: () => void;
  trigger?: 'icon' | 'button';
  className?: string;
};

/**
 * The project menu (SPEC §2.7, type project): Ver como cliente, send access, copy the access link,
 * Editar, Finalizar or Reactivar, Duplicar, Eliminar; in the trash Recuperar and Eliminar
 * definitivamente. Destructive ones ask first.
 */
export function ProjectActionsMenu({ project, onGone, trigger = 'icon', className }: MenuProps) {
  const actions = useProjectActions();
  const [confirm, setConfirm] = useState<'remove' | 'forceDelete' | null>(null);
  const name = project.name.trim() || M.untitled;
  const trashed = Boolean(project.deleted_at);
  const init = project.status === 'init';

  const runConfirmed = () => {
    if (!confirm) return;
    void actions.run(confirm, project.id).then((ok) => {
      if (!ok) return;
      setConfirm(null);
      onGone?.();
    });
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          {trigger === 'icon' ? (
            <Button variant="ghost" size="icon" className={cn('size-9', className)} aria-label={M.actionsFor(name)}>
              <Ellipsis className="size-4" aria-hidden="true" />
            </Button>
          ) : (
            <Button variant="outline" className={className} aria-label={M.moreActionsFor(name)}>
              <Ellipsis className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">{M.more}</span>
            </Button>
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={8} className="animate-fade-in z-50 w-64 rounded-xl border border-border bg-surface p-1.5 shadow-lg">
            {trashed ? (
              <>
                <MenuItem icon={<RotateCcw />} onSelect={() => void actions.run('recover', project.id)}>
                  {M.recover}
                </MenuItem>
                <MenuItem icon={<XCircle />} danger onSelect={() => setConfirm('forceDelete')}>
                  {M.forceDelete}
                </MenuItem>
              </>
            ) : (
              <>
                {!init && (
                  <>
                    <MenuLinkItem to={`/projects/${project.id}/client`} icon={<Eye />}>
                      {M.viewAsClient}
                    </MenuLinkItem>
                    <MenuItem icon={<Mail />} onSelect={() => void actions.sendAccessEmail(project.id)}>
                      {M.sendAccess}
                    </MenuItem>
                    <MenuItem icon={<Link2 />} onSelect={() => void actions.copyAccessLink(project.id)}>
                      {M.copyAccessLink}
                    </MenuItem>
                    <MenuSeparator />
                  </>
                )}
                <MenuLinkItem to={init ? `/projects/${project.id}/create#step-1` : `/projects/${project.id}/edit`} icon={<Pencil />}>
                  {init ? M.continueWizard : M.edit}
                </MenuLinkItem>
                {project.status === 'active' && (
                  <MenuItem icon={<CheckCircle2 />} onSelect={() => void actions.run('finish', project.id)}>
                    {M.finish}
                  </MenuItem>
                )}
                {project.status === 'finished' && (
                  <MenuItem icon={<RotateCcw />} onSelect={() => void actions.run('reactivate', project.id)}>
                    {M.reactivate}
                  </MenuItem>
                )}
                <MenuItem icon={<Copy />} onSelect={() => void actions.run('duplicate', project.id)}>
                  {M.duplicate}
                </MenuItem>
                <MenuSeparator />
                <MenuItem icon={<Trash2 />} danger onSelect={() => setConfirm('remove')}>
                  {M.delete}
                </MenuItem>
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'forceDelete' ? M.forceDeleteTitle : M.deleteTitle}
        description={confirm === 'forceDelete' ? M.forceDeleteText(name) : M.deleteText(name)}
        confirmLabel={confirm === 'forceDelete' ? M.forceDelete : M.deleteConfirm}
        loading={actions.pending('remove') || actions.pending('forceDelete')}
        onConfirm={runConfirmed}
      />
      <PlanLimitDialog
        open={actions.limitMessage !== null}
        onOpenChange={(open) => !open && actions.closeLimit()}
        resource="active_portals"
        message={actions.limitMessage ?? ''}
        note={M.limitNote}
      />
    </>
  );
}
