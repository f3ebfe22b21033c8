import { sql } from 'drizzle-orm';
import type { TaxCountry } from '@trato/domain/collections/tax-id';
import type { AccountType } from '@trato/domain/collections/schemas';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { paymentState } from '@trato/domain/payments/overdue';
import { paymentMethodsFor } from '@trato/domain/payments/payment-methods';
import type { PayLinkDto } from '@trato/domain/payments/pay-link-dto';
import type { Executor } from '../../db/client.ts';
import { enterWorkspace } from '../../db/row-security.ts';
import { latestTransferSql, transferFields, type TransferJson } from '../transfers/transfer-read.ts';
import { connectedColumns, connectedOf, type ConnectedRow } from '../online-payments/offered-methods.ts';
import { businessIdentity } from '../collections/business-identity.ts';
import { payLinkHash, PAY_LINK_TOKEN } from './pay-link-token.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export type PayLinkRow = { workspace_id: string; payment_id: string; project_id: string };

/**
 * The link a token opens, if it is live (not revoked, not expired), marking it used; null for any
 * other token — unknown, expired, revoked or malformed look the same to the caller (no oracle).
 * Runs in the system scope (the token is the access), then narrows the request to the link's
 * workspace, so every later statement sees that workspace's rows alone.
 */
export async function openPayLink(db: Executor, token: string, now: Date): Promise<PayLinkRow | null> {
  if (!PAY_LINK_TOKEN.test(token)) return null;
  const [link] = rowsOf<PayLinkRow>(
    await db.execute(sql`
      update payment_links set last_used_at = ${now.toISOString()}::timestamptz
      where token_hash = ${payLinkHash(token)} and revoked_at is null and expires_at > ${now.toISOString()}::timestamptz
      returning workspace_id, payment_id, project_id`),
  );
  if (!link) return null;
  enterWorkspace(link.workspace_id);
  return link;
}

type PageRow = ConnectedRow & {
  id: string;
  workspace_id: string;
  name: string;
  amount: string;
  currency: string;
  due_at: string | Date | null;
  status: 'pending' | 'paid';
  paid_at: string | Date | null;
  project_name: string;
  org_name: string;
  logo: string | null;
  logo_dark: string | null;
  primary_color: string;
  time_zone: string;
  legal_name: string | null;
  tax_country: TaxCountry | null;
  tax_id: string | null;
  address: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  accounts: { bank: string; account_type: AccountType; number: string; holder: string; holder_tax_id: string; proof_email: string }[] | string;
  last_charge: { status: string; provider: string; updated_at: string } | string | null;
  transfer: TransferJson | string | null;
};

/** The linked payment as the stored row, for the checkout: what start-checkout.ts charges. */
export type LinkedPayment = { id: string; name: string; amount: string; currency: string; status: string; workspaceId: string };

export type PayLinkPage = { dto: PayLinkDto; payment: LinkedPayment };

/** JSON columns come back parsed from node-postgres and as text from some drivers: accept both. */
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * Everything the pay page shows, in one statement: the payment of a live portal with its project's
 * name, the workspace's brand and business identity, which providers are connected, its bank
 * accounts in the payment's currency, the payment's newest online charge and its latest reported transfer. Null when the payment
 * is gone (a plan saved without it) or its portal is deleted.
 */
export async function readPayLinkPage(db: Executor, link: PayLinkRow, now: Date): Promise<PayLinkPage | null> {
  const [row] = rowsOf<PageRow>(
    await db.execute(sql`
      select pm.id, pm.workspace_id, pm.name, pm.amount::text as amount, pm.amount_type as currency, pm.due_at, pm.status, pm.paid_at,
        p.name as project_name, w.name as org_name, w.logo, w.logo_dark, w.primary_color, w.time_zone,
        cs.legal_name, cs.tax_country, cs.tax_id, cs.address, cs.contact_email, cs.contact_phone,
        ${connectedColumns(sql`pm.workspace_id`)},
        (select coalesce(json_agg(json_build_object('bank', b.bank, 'account_type', b.account_type, 'number', b.number, 'holder', b.holder,
            'holder_tax_id', b.holder_tax_id, 'proof_email', b.proof_email) order by b.created_at, b.id), '[]'::json)
          from bank_accounts b where b.workspace_id = pm.workspace_id and b.currency_code = pm.amount_type) as accounts,
        (select json_build_object('status', c.status, 'provider', c.provider, 'updated_at', c.updated_at)
          from online_charges c where c.workspace_id = pm.workspace_id and c.payment_id = pm.id order by c.updated_at desc, c.id limit 1) as last_charge,
        ${latestTransferSql(sql`pm.id`, sql`pm.workspace_id`)} as transfer
      from payments pm
      join projects p on p.id = pm.project_id and p.workspace_id = pm.workspace_id
      join workspaces w on w.id = pm.workspace_id
      left join collection_settings cs on cs.workspace_id = pm.workspace_id
      where pm.id = ${link.payment_id} and pm.workspace_id = ${link.workspace_id} and p.id = ${link.project_id}
        and p.type = 'project' and p.deleted_at is null`),
  );
  if (!row) return null;
  const accounts = json(row.accounts);
  const charge = row.last_charge === null ? null : json(row.last_charge);
  const dueAt = iso(row.due_at);
  const dto: PayLinkDto = {
    payment: {
      name: row.name,
      amount: row.amount,
      currency: row.currency,
      due_at: dueAt,
      status: row.status,
      state: paymentState({ status: row.status, due_at: dueAt }, todayIn(row.time_zone, now), 'project'),
      paid_at: iso(row.paid_at),
    },
    project: { name: row.project_name },
    organization: { name: row.org_name, logo: row.logo, logo_dark: row.logo_dark, primary_color: row.primary_color },
    identity: businessIdentity({
      legalName: row.legal_name,
      taxCountry: row.tax_country,
      taxId: row.tax_id,
      address: row.address,
      contactEmail: row.contact_email,
      contactPhone: row.contact_phone,
    }),
    methods: paymentMethodsFor(row.currency, connectedOf(row)),
    bank_accounts: accounts,
    last_charge: charge ? ({ status: charge.status, provider: charge.provider, updated_at: iso(charge.updated_at)! } as PayLinkDto['last_charge']) : null,
    // «En revisión» or a rejection's reason: the rule and the read every payment read uses.
    ...transferFields(row.status, row.transfer === null ? null : json(row.transfer)),
  };
  return { dto, payment: { id: row.id, name: row.name, amount: row.amount, currency: row.currency, status: row.status, workspaceId: row.workspace_id } };
}
