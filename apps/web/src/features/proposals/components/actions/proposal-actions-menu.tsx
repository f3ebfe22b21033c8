import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ArrowRightLeft, Copy, Ellipsis, Pencil, RotateCcw, Trash2, XCircle } from 'lucide-react';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { isEditable, nextStatuses, statusLabel } from '@trato/domain/proposals/statuses';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { MenuItem, MenuLinkItem, MenuSeparator, menuItemClasses } from '../../../../components/ui/menu-item.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { cn } from '../../../../lib/cn.ts';
import { toast } from '../../../../lib/toast.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { useProposalActions } from './use-proposal-actions.ts';

type MenuProps = {
  proposal: Pick<ProposalListItemDto, 'id' | 'name' | 'status' | 'deleted_at'>;
  /** After it is moved to the trash or deleted for good (the detail page leaves). */
  onGone?: () => void;
  trigger?: 'icon' | 'button';
  className?: string;
};

/**
 * The row menu: Editar, Duplicar, Cambiar estado (only the allowed targets), Eliminar; in the
 * trash Recuperar and Eliminar definitivamente. Destructive ones ask first.
 */
export function ProposalActionsMenu({ proposal, onGone, trigger = 'icon', className }: MenuProps) {
  const actions = useProposalActions();
  const [confirm, setConfirm] = useState<'delete' | 'force' | null>(null);
  const name = proposal.name.trim() || M.untitled;
  const trashed = Boolean(proposal.deleted_at);
  const targets = nextStatuses(proposal.status);

  const runConfirmed = () => {
    const run = confirm === 'force' ? actions.forceDelete : actions.remove;
    void run(proposal.id).then((ok) => {
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
          <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={8} className="animate-fade-in z-50 w-60 rounded-xl border border-border bg-surface p-1.5 shadow-lg">
            {trashed ? (
              <>
                <MenuItem icon={<RotateCcw />} onSelect={() => void actions.recover(proposal.id)}>
                  {M.recover}
                </MenuItem>
                <MenuItem icon={<XCircle />} danger onSelect={() => setConfirm('force')}>
                  {M.forceDelete}
                </MenuItem>
              </>
            ) : (
              <>
                {isEditable(proposal.status) && (
                  <MenuLinkItem to={`/proposals/${proposal.id}/edit#step-1`} icon={<Pencil />}>
                    {proposal.status === 'init' ? M.continueEditing : M.edit}
                  </MenuLinkItem>
                )}
                <MenuItem icon={<Copy />} onSelect={() => void actions.duplicate(proposal.id)}>
                  {M.duplicate}
                </MenuItem>
                <MenuSeparator />
                <DropdownMenu.Label className="px-2.5 pt-1 pb-1 text-xs font-medium text-muted-foreground">{M.changeStatus}</DropdownMenu.Label>
                {targets.length === 0 ? (
                  <DropdownMenu.Item disabled className={menuItemClasses}>
                    <span className="text-muted-foreground">{M.noTransitions}</span>
                  </DropdownMenu.Item>
                ) : (
                  targets.map((to) => (
                    <MenuItem
                      key={to}
                      icon={<ArrowRightLeft />}
                      onSelect={() => void actions.changeStatus(proposal.id, to).catch((e: unknown) => toast.error(errorMessage(e)))}
                    >
                      {M.moveTo(statusLabel(to))}
                    </MenuItem>
                  ))
                )}
                <MenuSeparator />
                <MenuItem icon={<Trash2 />} danger onSelect={() => setConfirm('delete')}>
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
        title={confirm === 'force' ? M.forceDeleteTitle : M.deleteTitle}
        description={confirm === 'force' ? M.forceDeleteText(name) : M.deleteText(name)}
        confirmLabel={confirm === 'force' ? M.forceDelete : M.deleteConfirm}
        loading={actions.pending.remove || actions.pending.force}
        onConfirm={runConfirmed}
      />
    </>
  );
}
