import { plainAmount } from '@trato/domain/money-format';
import type { PaymentListItemDto } from '@trato/domain/payments/dto';
import { paymentUpdateSchema } from '@trato/domain/payments/schemas';
import type { PaymentPatch } from '../api/payment-mutations.ts';

/** The edit dialog's fields as typed: text inputs, the due day YYYY-MM-DD or empty. */
export type PaymentEditValues = { name: string; due_at: string; amount: string };

export function editValues(p: PaymentListItemDto): PaymentEditValues {
  return { name: p.name, due_at: p.due_at?.slice(0, 10) ?? '', amount: plainAmount(p.amount) };
}

export type EditResult = { patch: PaymentPatch | null; errors: Partial<Record<keyof PaymentEditValues, string>> };

/**
 * Only what changed goes to PUT /v1/payments/{id} (an amount sent unchanged would still move money
 * between payments if it had been rounded), checked with the server's own schema first.
 */
export function editPatch(before: PaymentEditValues, after: PaymentEditValues): EditResult {
  const patch: PaymentPatch = {};
  if (after.name.trim() !== before.name.trim()) patch.name = after.name;
  if (after.due_at !== before.due_at) patch.due_at = after.due_at || null;
  if (after.amount.trim().replace(',', '.') !== before.amount) patch.amount = after.amount;
  if (Object.keys(patch).length === 0) return { patch: null, errors: {} };
  const parsed = paymentUpdateSchema.safeParse(patch);
  if (parsed.success) return { patch: parsed.data as PaymentPatch, errors: {} };
  const errors: EditResult['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PaymentEditValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { patch: null, errors };
}
