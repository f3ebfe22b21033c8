import type { ProposalPaymentsInput } from '@trato/domain/proposals/schemas';
import { toCents } from '@trato/domain/services/money';
import type { projects, projectServices } from '../../db/schema/index.ts';
import type { PaymentRow, ProposalRow, ProposalServiceRow } from './proposals.serialize.ts';

type Columns = Partial<typeof projects.$inferInsert>;
type ServiceValues = typeof projectServices.$inferInsert;

/**
 * JSON with object keys sorted: jsonb hands keys back in its own order, so two equal documents
 * may not stringify alike.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** Rich text compares by its blocks: Editor.js stamps `time` on every save, even an unchanged one. */
const blocksOf = (v: unknown) => (v && typeof v === 'object' ? ((v as { blocks?: unknown }).blocks ?? null) : v);

function sameValue(column: keyof Columns, next: unknown, current: unknown): boolean {
  if (next instanceof Date || current instanceof Date) {
    return (next instanceof Date ? next.getTime() : next) === (current instanceof Date ? current.getTime() : current);
  }
  if (column === 'request' || column === 'content') return canonical(blocksOf(next)) === canonical(blocksOf(current));
  return next === current;
}

/** The columns of a patch that differ from the stored row (the rest would be written over themselves). */
export function changedColumns(patch: Columns, current: ProposalRow): Columns {
  const changed: Columns = {};
  for (const [column, value] of Object.entries(patch) as [keyof Columns, unknown][]) {
    if (!sameValue(column, value, current[column as keyof ProposalRow])) (changed as Record<string, unknown>)[column] = value;
  }
  return changed;
}

const SERVICE_FIELDS = ['serviceId', 'key', 'name', 'description', 'type', 'quantity', 'quantityType', 'value', 'valueType', 'total', 'position'] as const;

/** Whether the services about to be written (serviceRows) are the stored ones, field by field. */
export function sameServices(next: readonly ServiceValues[], stored: readonly ProposalServiceRow[]): boolean {
  if (next.length !== stored.length) return false;
  const sorted = [...stored].sort((a, b) => a.position - b.position);
  return next.every((row, i) => {
    const old = sorted[i]!;
    return SERVICE_FIELDS.every((f) => (row[f] ?? null) === (old[f] ?? null)) && canonical(row.subservices ?? []) === canonical(old.subservices ?? []);
  });
}

const cents = (v: string) => toCents(v)?.toString() ?? v;
const dayOrInstant = (v: string | null) => (v === null ? null : new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v).getTime());

/** Whether a PUT's payment plan is the stored one: same type and plan name, same payments in order. */
export function samePlan(input: ProposalPaymentsInput, current: ProposalRow, stored: readonly PaymentRow[]): boolean {
  if ((input.type ?? null) !== (current.paymentsType ?? null) || (input.plan ?? null) !== (current.paymentPlan ?? null)) return false;
  if (input.payments.length !== stored.length) return false;
  return input.payments.every((p, i) => {
    const old = stored[i]!;
    return (
      p.key === old.key &&
      p.name.trim() === old.name &&
      cents(p.amount) === cents(old.amount) &&
      cents(p.percent) === cents(old.percent) &&
      p.status === old.status &&
      dayOrInstant(p.due_at) === (old.dueAt?.getTime() ?? null)
    );
  });
}
