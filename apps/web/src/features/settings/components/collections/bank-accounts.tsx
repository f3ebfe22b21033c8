import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../../lib/toast.ts';
import type { z } from 'zod';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { BankAccountDto } from '@trato/domain/collections/dto-schemas';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, BANK_CURRENCIES, bankAccountSchema } from '@trato/domain/collections/schemas';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../../lib/form-errors.ts';
import { useChangeCollections } from '../../api/collections.ts';
import { COLLECTIONS_UI as M } from '../../collections-messages.ts';

type AccountForm = z.input<typeof bankAccountSchema>;
type AccountOutput = z.output<typeof bankAccountSchema>;
const FIELDS = ['bank', 'account_type', 'number', 'holder', 'holder_tax_id', 'proof_email', 'currency'] as const;
const EMPTY: AccountForm = { bank: '', account_type: 'checking', number: '', holder: '', holder_tax_id: '', proof_email: '', currency: 'CLP' };

/** The transfer accounts: a list with edit and delete (asked first), and a form to add one. */
export function BankAccounts({ accounts, editable, defaultCurrency }: { accounts: BankAccountDto[]; editable: boolean; defaultCurrency: string | null }) {
  const [editing, setEditing] = useState<BankAccountDto | 'new' | null>(null);
  const [removing, setRemoving] = useState<BankAccountDto | null>(null);
  const change = useChangeCollections();

  async function remove() {
    if (!removing) return;
    try {
      await change.mutateAsync({ kind: 'removeAccount', id: removing.id });
      toast.success(M.accountRemoved);
      setRemoving(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="space-y-4">
      {accounts.length === 0 && editing !== 'new' && <p className="text-sm text-muted-foreground">{M.noAccounts}</p>}
      <ul className="space-y-3">
        {accounts.map((a) =>
          editing !== 'new' && editing?.id === a.id ? (
            <li key={a.id}>
              <AccountForm account={a} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={a.id} className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-foreground">
                  {a.bank} · {a.currency}
                </p>
                <p className="text-muted-foreground">
                  {ACCOUNT_TYPE_LABELS[a.account_type]} {a.number}
                </p>
                <p className="break-words text-muted-foreground">
                  {a.holder} · {a.holder_tax_id} · {a.proof_email}
                </p>
              </div>
              {editable && (
                <div className="flex shrink-0 gap-2">
                  <Button type="button" variant="outline" size="sm" aria-label={M.editAccountOf(a.bank)} onClick={() => setEditing(a)}>
                    <Pencil className="size-4" aria-hidden="true" />
                    {M.edit}
                  </Button>
                  <Button type="button" variant="outline" size="sm" aria-label={M.removeAccountOf(a.bank)} onClick={() => setRemoving(a)}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    {M.remove}
                  </Button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AccountForm account={null} defaultCurrency={defaultCurrency} onDone={() => setEditing(null)} />
      ) : (
        editable && (
          <Button type="button" variant="outline" onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {M.addAccount}
          </Button>
        )
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={M.removeAccountTitle}
        description={removing ? M.removeAccountBody(removing.bank, removing.currency) : ''}
        confirmLabel={M.remove}
        loading={change.isPending}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

function AccountForm({ account, defaultCurrency, onDone }: { account: BankAccountDto | null; defaultCurrency?: string | null; onDone: () => void }) {
  const change = useChangeCollections();
  const startCurrency = (BANK_CURRENCIES as readonly string[]).includes(defaultCurrency ?? '') ? (defaultCurrency as AccountForm['currency']) : EMPTY.currency;
  const form = useForm<AccountForm, unknown, AccountOutput>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: account ? { ...account, currency: account.currency as AccountForm['currency'] } : { ...EMPTY, currency: startCurrency },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(account ? { kind: 'editAccount', id: account.id, body } : { kind: 'addAccount', body });
      toast.success(account ? M.accountSaved : M.accountAdded);
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={account ? M.editAccountOf(account.bank) : M.addAccount} className="space-y-4 rounded-xl border border-border bg-surface-muted/40 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={M.bank} error={errors.bank?.message}>
          <Input {...form.register('bank')} />
        </Field>
        <Field label={M.accountType} error={errors.account_type?.message}>
          <Select {...form.register('account_type')}>
            {ACCOUNT_TYPES.map((t) => (
              <option key={t} value={t}>
                {ACCOUNT_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={M.accountNumber} error={errors.number?.message}>
          <Input inputMode="text" autoComplete="off" spellCheck={false} {...form.register('number')} />
        </Field>
        <Field label={M.currency} error={errors.currency?.message}>
          <Select {...form.register('currency')}>
            {BANK_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={M.holder} error={errors.holder?.message}>
          <Input {...form.register('holder')} />
        </Field>
        <Field label={M.holderTaxId} error={errors.holder_tax_id?.message}>
          <Input autoComplete="off" spellCheck={false} {...form.register('holder_tax_id')} />
        </Field>
        <Field label={M.proofEmail} error={errors.proof_email?.message} className="sm:col-span-2">
          <Input type="email" autoComplete="email" {...form.register('proof_email')} />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {M.cancel}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {M.saveAccount}
        </Button>
      </div>
    </form>
  );
}
