import { DropdownMenu } from 'radix-ui';
import { Ban, Link2 } from 'lucide-react';
import { toast } from '../../../../lib/toast.ts';
import type { PayLinkCreatedDto, PayLinksRevokedDto } from '@trato/domain/payments/pay-link-dto';
import { Button } from '../../../../components/ui/button.tsx';
import { MenuItem, menuContentClasses } from '../../../../components/ui/menu-item.tsx';
import { api } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/api-error.ts';
import { cn } from '../../../../lib/cn.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';

const linksPath = (projectId: string, paymentId: string) => `/v1/projects/${encodeURIComponent(projectId)}/payments/${encodeURIComponent(paymentId)}/links`;

/**
 * A pending payment's «Enlace de pago» menu on the project page (decision 0074): «Copiar enlace de
 * pago» makes a new link and puts it on the clipboard (its URL is shown this once: Trato keeps only
 * its hash), «Revocar enlaces» ends every link of the payment, e-mailed ones included.
 */
export function PayLinkMenu({ projectId, paymentId, name }: { projectId: string; paymentId: string; name: string }) {
  async function copy() {
    try {
      const { data } = await api.post<{ data: PayLinkCreatedDto }>(linksPath(projectId, paymentId));
      try {
        await navigator.clipboard.writeText(data.url);
        toast.success(M.payLinkCopied);
      } catch {
        // No clipboard (permissions, an old browser): the link itself, to copy by hand.
        toast.success(M.payLinkCreated, { description: data.url, duration: 30_000 });
      }
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function revoke() {
    try {
      const { data } = await api.delete<{ data: PayLinksRevokedDto }>(linksPath(projectId, paymentId));
      toast.success(M.payLinksRevoked(data.revoked));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={M.payLinkFor(name)}>
          <Link2 className="size-4" aria-hidden="true" />
          {M.payLink}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={8} className={cn(menuContentClasses, 'w-64')}>
          <MenuItem icon={<Link2 />} onSelect={() => void copy()}>
            {M.copyPayLink}
          </MenuItem>
          <MenuItem icon={<Ban />} danger onSelect={() => void revoke()}>
            {M.revokePayLinks}
          </MenuItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
