import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Building2, Ellipsis, FolderOpen, Mail, Pencil, Trash2 } from 'lucide-react';
import type { PaymentListItemDto } from '@trato/domain/payments/dto';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { PAYMENTS_UI as M } from '../messages.ts';

const itemClasses = cn(
  'flex h-9 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 text-sm text-foreground outline-none select-none',
  'data-[highlighted]:bg-surface-muted data-[disabled]:cursor-default data-[disabled]:opacity-50',
);

function Item({ icon, children, onSelect, danger }: { icon: ReactNode; children: ReactNode; onSelect: () => void; danger?: boolean }) {
  return (
    <DropdownMenu.Item className={cn(itemClasses, danger && 'text-danger')} onSelect={onSelect}>
      <span className={cn('flex size-4 items-center justify-center text-muted-foreground [&>svg]:size-4', danger && 'text-danger')}>{icon}</span>
      {children}
    </DropdownMenu.Item>
  );
}

export type PaymentAction = 'edit' | 'remind' | 'delete' | 'byClient' | 'byProject';

/**
 * The row's menu. A paid payment is frozen (the API answers 409): it offers only the filters; mark it
 * pending first to edit, remind or delete it.
 */
export function PaymentActionsMenu({ payment, onAction }: { payment: PaymentListItemDto; onAction: (action: PaymentAction) => void }) {
  const open = payment.status === 'pending';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label={M.actionsFor(payment.name)}>
          <Ellipsis className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={8} className="animate-fade-in z-50 w-72 rounded-xl border border-border bg-surface p-1.5 shadow-lg">
          {open && (
            <>
              <Item icon={<Pencil />} onSelect={() => onAction('edit')}>
                {M.edit}
              </Item>
              <Item icon={<Mail />} onSelect={() => onAction('remind')}>
                {M.sendReminder}
              </Item>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
            </>
          )}
          {payment.company && (
            <Item icon={<Building2 />} onSelect={() => onAction('byClient')}>
              {M.filterBy(payment.company.name)}
            </Item>
          )}
          <Item icon={<FolderOpen />} onSelect={() => onAction('byProject')}>
            {M.filterBy(payment.project.name)}
          </Item>
          {open && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <Item icon={<Trash2 />} danger onSelect={() => onAction('delete')}>
                {M.delete}
              </Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
