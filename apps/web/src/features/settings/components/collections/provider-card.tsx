import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../../lib/toast.ts';
import type { z } from 'zod';
import type { ProviderStatusDto } from '@trato/domain/collections/dto-schemas';
import { mercadopagoCredentialsSchema, PROVIDER_MODE_LABELS, PROVIDER_MODES, stripeCredentialsSchema } from '@trato/domain/collections/schemas';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../../lib/form-errors.ts';
import { cn } from '../../../../lib/cn.ts';
import { useChangeCollections } from '../../api/collections.ts';
import { COLLECTIONS_UI as M } from '../../collections-messages.ts';
import { ConnectionOutcome, TestConnectionButton, useConnectionTest } from './connection-test.tsx';

type Provider = 'mercadopago' | 'stripe';
const NAMES: Record<Provider, string> = { mercadopago: 'Mercado Pago', stripe: 'Stripe' };

/**
 * One provider: «Conectado · …1234» and its mode, or the form to connect it. The secrets typed here
 * go to the API once and are never shown again (the API does not return them).
 */
export function ProviderCard({ provider, status, editable }: { provider: Provider; status: ProviderStatusDto; editable: boolean }) {
  const [replacing, setReplacing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const change = useChangeCollections();
  const name = NAMES[provider];
  const showForm = editable && (!status.connected || replacing);
  const check = useConnectionTest(provider, status.last4);

  async function disconnect() {
    try {
      await change.mutateAsync({ kind: 'disconnect', provider });
      toast.success(M.disconnectedToast(name));
      setConfirming(false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <section aria-label={name} className="space-y-4 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-foreground">{name}</h3>
        {status.connected ? (
          <Badge tone="bg-success-soft text-success">{M.connected(status.last4)}</Badge>
        ) : (
          <Badge tone="bg-surface-muted text-muted-foreground">{M.notConnected}</Badge>
        )}
      </div>
      {status.problem && <Alert tone="warning">{status.problem}</Alert>}
      {status.connected && status.mode && (
        <p className="text-sm text-muted-foreground">
          {M.mode}: {PROVIDER_MODE_LABELS[status.mode]}
        </p>
      )}
      {showForm ? (
        provider === 'mercadopago' ? (
          <MercadopagoForm onDone={() => setReplacing(false)} canCancel={replacing} />
        ) : (
          <StripeForm onDone={() => setReplacing(false)} canCancel={replacing} />
        )
      ) : (
        editable &&
        status.connected && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <TestConnectionButton pending={check.pending} onClick={() => void check.run()} />
            <Button type="button" variant="outline" size="sm" onClick={() => setReplacing(true)}>
              {M.replace}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
              {M.disconnect}
            </Button>
          </div>
        )
      )}
      {!showForm && <ConnectionOutcome outcome={check.outcome} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={M.disconnectTitle(name)}
        description={M.disconnectBody(name)}
        confirmLabel={M.disconnect}
        loading={change.isPending}
        onConfirm={() => void disconnect()}
      />
    </section>
  );
}

const secretInput = { type: 'password', autoComplete: 'off', spellCheck: false } as const;

function FormButtons({ canCancel, onCancel, submitting }: { canCancel: boolean; onCancel: () => void; submitting: boolean }) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end')}>
      {canCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          {M.cancel}
        </Button>
      )}
      <Button type="submit" loading={submitting}>
        {M.connect}
      </Button>
    </div>
  );
}

function MercadopagoForm({ onDone, canCancel }: { onDone: () => void; canCancel: boolean }) {
  const change = useChangeCollections();
  const form = useForm<z.input<typeof mercadopagoCredentialsSchema>, unknown, z.output<typeof mercadopagoCredentialsSchema>>({
    resolver: zodResolver(mercadopagoCredentialsSchema),
    defaultValues: { access_token: '', webhook_secret: '', mode: 'test' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync({ kind: 'mercadopago', body });
      toast.success(M.connectedToast('Mercado Pago'));
      form.reset();
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['access_token', 'webhook_secret', 'mode'])) toast.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Credenciales de Mercado Pago" className="space-y-4">
      <Field label={M.accessToken} error={errors.access_token?.message}>
        <Input {...secretInput} {...form.register('access_token')} />
      </Field>
      <Field label={M.webhookSecret} error={errors.webhook_secret?.message}>
        <Input {...secretInput} {...form.register('webhook_secret')} />
      </Field>
      <Field label={M.mode} error={errors.mode?.message}>
        <Select {...form.register('mode')}>
          {PROVIDER_MODES.map((m) => (
            <option key={m} value={m}>
              {PROVIDER_MODE_LABELS[m]}
            </option>
          ))}
        </Select>
      </Field>
      <FormButtons canCancel={canCancel} onCancel={onDone} submitting={form.formState.isSubmitting} />
    </form>
  );
}

function StripeForm({ onDone, canCancel }: { onDone: () => void; canCancel: boolean }) {
  const change = useChangeCollections();
  const form = useForm<z.input<typeof stripeCredentialsSchema>, unknown, z.output<typeof stripeCredentialsSchema>>({
    resolver: zodResolver(stripeCredentialsSchema),
    defaultValues: { secret_key: '', webhook_secret: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync({ kind: 'stripe', body });
      toast.success(M.connectedToast('Stripe'));
      form.reset();
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['secret_key', 'webhook_secret'])) toast.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Credenciales de Stripe" className="space-y-4">
      <Field label={M.stripeSecretKey} error={errors.secret_key?.message}>
        <Input {...secretInput} {...form.register('secret_key')} />
      </Field>
      <Field label={M.stripeWebhookSecret} error={errors.webhook_secret?.message}>
        <Input {...secretInput} {...form.register('webhook_secret')} />
      </Field>
      <FormButtons canCancel={canCancel} onCancel={onDone} submitting={form.formState.isSubmitting} />
    </form>
  );
}
