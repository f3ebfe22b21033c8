import { Copy } from 'lucide-react';
import { toast } from '../../../../lib/toast.ts';
import type { CollectionsDto } from '@trato/domain/collections/dto-schemas';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { COLLECTIONS_UI as M } from '../../collections-messages.ts';

const PROVIDERS = [
  ['mercadopago', 'Mercado Pago'],
  ['stripe', 'Stripe'],
] as const;

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(M.copied);
  } catch {
    toast.error(M.copyFailed);
  }
}

/**
 * The webhook address each provider must call, as the API builds it from APP_URL (the browser's own
 * host may not be the one the provider reaches), with a copy button and where to paste it.
 */
export function WebhookAddresses({ webhooks }: { webhooks: CollectionsDto['webhooks'] }) {
  return (
    <div className="space-y-5">
      {PROVIDERS.map(([provider, name]) => {
        const id = `webhook-${provider}`;
        return (
          <div key={provider} className="space-y-2" data-testid={id}>
            <label className="block text-sm font-medium text-foreground" htmlFor={id}>
              {M.webhookLabel(name)}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id={id} readOnly value={webhooks[provider]} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
              <Button variant="secondary" onClick={() => void copy(webhooks[provider])} aria-label={`${M.copy}: ${M.webhookLabel(name)}`}>
                <Copy className="size-4" aria-hidden="true" />
                {M.copy}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">{M.webhookWhere[provider]}</p>
          </div>
        );
      })}
    </div>
  );
}
