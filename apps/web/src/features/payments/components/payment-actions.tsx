import { DropdownMenu } from 'radix-ui';
import { Building2, Ellipsis, FolderOpen, Mail, Pencil, Trash2 } from 'lucide-react';
import type { PaymentListItemDto } from '@trato/domain/payments/dto';
import { Button } from '../../../components/ui/button.tsx';
import { MenuItem, MenuSeparator, menuContentClasses } from '../../../components/ui/menu-item.tsx';
import { cn } from '../../../lib/cn.ts';
import { PAYMENTS_UI as M } from '../messages.ts';

export type PaymentAction = 'edit' | 'remind' | 'delete' | 'byClient' | 'byProject';

/**
 * The row's menu. A paid payment is frozen (the API answers 409): it offers only the filters; mark it
 * pending first to edit, remind or delete it.
 */
export function PaymentActionsMenu({ payment, onAction }: { payment: PaymentListItemDto; onAction: (action: PaymentAction) => void }) {
  const open = payment.status === 'pending';
  const filters = (
    <>
      {payment.company && (
        <MenuItem icon={<Building2 />} onSelect={() => onAction('byClient')}>
          {M.filterBy(payment.company.name)}
        </MenuItem>
      )}
      <MenuItem icon={<FolderOpen />} onSelect={() => onAction('byProject')}>
        {M.filterBy(payment.project.name)}
      </MenuItem>
    </>
  );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label={M.actionsFor(payment.name)}>
          <Ellipsis className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={8} className={cn(menuContentClasses, 'w-72')}>
          {open ? (
            <>
              <MenuItem icon={<Pencil />} onSelect={() => onAction('edit')}>
                {M.edit}
              </MenuItem>
              <MenuItem icon={<Mail />} onSelect={() => onAction('remind')}>
                {M.sendReminder}
              </MenuItem>
              <MenuSeparator />
              {filters}
              <MenuSeparator />
              <MenuItem icon={<Trash2 />} danger onSelect={() => onAction('delete')}>
                {M.delete}
              </MenuItem>
            </>
          ) : (
            filters
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
