import { sumCents, toCents } from '../../services/money.ts';
import { isValidDueAt } from './dates.ts';
import { FULL_PERCENT, isPaid, toText } from './percents.ts';
import type { PlanPayment } from './types.ts';

export const MAX_PAYMENTS = 50;
export const MAX_PAYMENT_NAME = 80;

export const PAYMENT_MESSAGES = {
  tooMany: `Un plan puede tener hasta ${MAX_PAYMENTS} pagos.`,
  keyInvalid: 'Cada pago necesita una clave única.',
  nameRequired: 'Ingresa el nombre del pago.',
  nameTooLong: `El nombre del pago no puede superar los ${MAX_PAYMENT_NAME} caracteres.`,
  amountInvalid: 'Ingresa un monto válido, sin signo y con hasta 2 decimales.',
  amountNotPositive: 'El monto de cada pago debe ser mayor que 0.',
  percentInvalid: 'Ingresa un porcentaje válido, entre 0 y 100 y con hasta 2 decimales.',
  percentMismatch: 'El porcentaje no corresponde al monto del pago.',
  statusInvalid: 'El estado del pago debe ser pendiente o pagado.',
  dueAtInvalid: 'Ingresa una fecha de vencimiento válida.',
  sumMismatch: (total: string) => `Los montos de los pagos deben sumar el total de la cotización (${total}).`,
  percentsSum: 'Los porcentajes de los pagos deben sumar 100 % del total.',
  paidChanged: 'Un pago ya pagado no se puede modificar.',
  paidRemoved: (name: string) => `El pago «${name}» ya está pagado y no se puede eliminar.`,
} as const;

export type PlanIssue = { path: (string | number)[]; message: string };

const sameDue = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));
const sameIdentity = (a: PlanPayment, b: PlanPayment) => (a.id !== undefined && b.id !== undefined ? a.id === b.id : a.key === b.key);

/** Field-level problems of one payment, paths relative to the payments array. */
function paymentIssues(p: PlanPayment, i: number, seenKeys: Set<string>): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const add = (field: string, message: string) => issues.push({ path: [i, field], message });
  if (typeof p.key !== 'string' || p.key.trim() === '' || seenKeys.has(p.key)) add('key', PAYMENT_MESSAGES.keyInvalid);
  seenKeys.add(p.key);
  const name = typeof p.name === 'string' ? p.name.trim() : '';
  if (name === '') add('name', PAYMENT_MESSAGES.nameRequired);
  else if (name.length > MAX_PAYMENT_NAME) add('name', PAYMENT_MESSAGES.nameTooLong);
  const amount = typeof p.amount === 'string' ? toCents(p.amount) : null;
  if (amount === null) add('amount', PAYMENT_MESSAGES.amountInvalid);
  else if (amount <= 0n) add('amount', PAYMENT_MESSAGES.amountNotPositive);
  const percent = typeof p.percent === 'string' ? toCents(p.percent) : null;
  if (percent === null || percent > FULL_PERCENT) add('percent', PAYMENT_MESSAGES.percentInvalid);
  if (p.status !== 'pending' && p.status !== 'paid') add('status', PAYMENT_MESSAGES.statusInvalid);
  if (!isValidDueAt(p.due_at)) add('due_at', PAYMENT_MESSAGES.dueAtInvalid);
  return issues;
}

/**
 * Percents (decision 0063): every payment's share of the whole total, paid or not. They sum to
 * exactly 100.00 and each is within 0.01 of its exact share amount / total — the tolerance the
 * largest-remainder rounding of sharesOfTotal needs, and no more. The server stores the canonical
 * shares (recomputePercents), so every reader sees the same figure.
 */
function percentIssues(payments: readonly PlanPayment[], total: bigint): PlanIssue[] {
  const issues: PlanIssue[] = [];
  let sum = 0n;
  payments.forEach((p, i) => {
    const bp = toCents(p.percent) ?? 0n;
    sum += bp;
    const amount = toCents(p.amount) ?? 0n;
    const off = bp * total - amount * FULL_PERCENT;
    if (total > 0n && (off >= total || -off >= total)) issues.push({ path: [i, 'percent'], message: PAYMENT_MESSAGES.percentMismatch });
  });
  if (sum !== FULL_PERCENT) issues.unshift({ path: [], message: PAYMENT_MESSAGES.percentsSum });
  return issues;
}

/** Paid payments of the stored plan must still be there, either unchanged or turned back to pending. */
function paidIssues(payments: readonly PlanPayment[], previous: readonly PlanPayment[]): PlanIssue[] {
  const issues: PlanIssue[] = [];
  for (const before of previous.filter(isPaid)) {
    const i = payments.findIndex((p) => sameIdentity(p, before));
    const now = payments[i];
    if (!now) {
      issues.push({ path: [], message: PAYMENT_MESSAGES.paidRemoved(before.name) });
      continue;
    }
    if (!isPaid(now)) continue; // un-marking a payment as paid is an allowed edit (setStatus)
    const changed = toCents(now.amount) !== toCents(before.amount) || now.name.trim() !== before.name.trim() || !sameDue(now.due_at, before.due_at);
    if (changed) issues.push({ path: [i], message: PAYMENT_MESSAGES.paidChanged });
  }
  return issues;
}

/**
 * The server's check of a whole plan (docs/api/proposals.md): at most 50 payments, each with a
 * unique key, a name (≤ 80), an amount > 0, a percent, a status and a valid due date; amounts sum
 * to the services total to the cent; percents are shares of that total summing to 100; paid payments of
 * `previous` unchanged. An empty plan is valid (a proposal without payments). Paths are relative to
 * the payments array ([] for the plan as a whole). Returns [] when the plan is valid.
 */
export function checkPlan(total: string, payments: readonly PlanPayment[], previous: readonly PlanPayment[] = []): PlanIssue[] {
  if (payments.length > MAX_PAYMENTS) return [{ path: [], message: PAYMENT_MESSAGES.tooMany }];
  const seenKeys = new Set<string>();
  const fieldIssues = payments.flatMap((p, i) => paymentIssues(p, i, seenKeys));
  const totalCents = toCents(total) ?? 0n;
  const planIssues: PlanIssue[] = [];
  if (payments.length > 0) {
    const amounts = payments.map((p) => toCents(p.amount) ?? 0n);
    if (sumCents(amounts) !== totalCents) planIssues.push({ path: [], message: PAYMENT_MESSAGES.sumMismatch(toText(totalCents)) });
    planIssues.push(...percentIssues(payments, totalCents));
  }
  return [...planIssues, ...fieldIssues, ...paidIssues(payments, previous)];
}
