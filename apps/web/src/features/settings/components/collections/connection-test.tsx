import { useState } from 'react';
import type { ConnectionCheck } from '@trato/domain/collections/connection-check';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useTestConnection } from '../../api/collections.ts';
import { COLLECTIONS_UI as M } from '../../collections-messages.ts';

type Outcome = { ok: boolean; message: string };

/**
 * «Probar conexión»: asks the API to check the saved credentials with the provider and shows its
 * Spanish verdict. The verdict belongs to the credentials it tested (`last4`): replacing them hides it.
 */
export function useConnectionTest(provider: 'mercadopago' | 'stripe', last4: string | null) {
  const test = useTestConnection(provider);
  const [outcome, setOutcome] = useState<(Outcome & { last4: string | null }) | null>(null);
  async function run() {
    setOutcome(null);
    try {
      const check: ConnectionCheck = await test.mutateAsync();
      setOutcome({ ok: check.ok, message: check.message, last4 });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error), last4 });
    }
  }
  const shown = outcome && outcome.last4 === last4 ? outcome : null;
  return { run, pending: test.isPending, outcome: shown };
}

export function TestConnectionButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  return (
    <Button type="button" variant="outline" size="sm" loading={pending} onClick={onClick}>
      {M.testConnection}
    </Button>
  );
}

export function ConnectionOutcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return <Alert tone={outcome.ok ? 'success' : 'danger'}>{outcome.message}</Alert>;
}
