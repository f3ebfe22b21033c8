import { and, asc, eq, sql } from 'drizzle-orm';
import { toMinorUnits } from '@trato/domain/payments/minor-units';
import { todayIso } from '@trato/domain/projects/stage-progress';
import type { Executor } from '../../db/client.ts';
import { activities, bankAccounts, collectionSettings, onlineCharges, paymentTransfers, payments, uploads } from '../../db/schema/index.ts';
import { newToken } from '../../lib/crypto.ts';
import { mainContact } from '../customer-auth/customer-accounts.ts';
import { issueReceipt } from '../receipts/receipts.issue.ts';
import { PROOF_DIRECTORY } from '../transfers/transfer-customer.ts';
import type { Storage } from '../uploads/storage.ts';
import { DEMO_MAIL_DOMAIN, DEMO_WORKSPACE_NAME } from './demo-account.ts';
import { demoPdf, demoSignedProject } from './seed-demo-portal.ts';

const DAY_MS = 86_400_000;

/**
 * How the demo gets paid (issue 31): settings «Cobros» filled in (identity and a CLP bank account;
 * no provider credentials — demo checkouts never leave the server), the portal's advance paid by
 * Mercado Pago with its charge and numbered receipt, and the overdue second payment reported by the
 * client as a bank transfer with a proof, waiting for the team in «En revisión».
 * Does nothing without the signed project, or when «Cobros» is already set.
 */
export async function seedDemoPayments(tx: Executor, workspaceId: string, storage: Storage | null, appUrl: string, now = new Date()): Promise<void> {
  const project = await demoSignedProject(tx, workspaceId);
  if (!project) return;
  const [settled] = await tx.select({ id: collectionSettings.workspaceId }).from(collectionSettings).where(eq(collectionSettings.workspaceId, workspaceId));
  if (settled) return;

  await tx.insert(collectionSettings).values({
    workspaceId,
    legalName: `${DEMO_WORKSPACE_NAME} SpA`,
    taxCountry: 'CL',
    taxId: '76.123.456-0',
    address: 'Av. Providencia 1234, oficina 56, Providencia, Santiago',
    contactEmail: `cobros@${DEMO_MAIL_DOMAIN}`,
    contactPhone: '+56 2 2345 6789',
  });
  await tx.insert(bankAccounts).values({
    workspaceId,
    bank: 'Banco de Chile',
    accountType: 'checking',
    number: '00-123-45678-09',
    holder: `${DEMO_WORKSPACE_NAME} SpA`,
    holderTaxId: '76.123.456-0',
    proofEmail: `pagos@${DEMO_MAIL_DOMAIN}`,
    currencyCode: 'CLP',
  });

  const plan = await tx.select().from(payments).where(and(eq(payments.workspaceId, workspaceId), eq(payments.projectId, project.id))).orderBy(asc(payments.position));
  const [advance, second] = plan;
  const scope = { workspaceId, projectId: project.id };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);

  if (advance?.status === 'paid') {
    const ref = `demo-${newToken().slice(0, 10)}`;
    const paidAt = advance.paidAt ?? at(10);
    await tx.insert(onlineCharges).values({ ...scope, paymentId: advance.id, provider: 'mercadopago', providerRef: ref, status: 'paid', amountMinor: toMinorUnits(advance.amount, advance.amountType), currency: advance.amountType, paidAt, createdAt: paidAt, updatedAt: paidAt });
    // The signature's seed recorded the advance as marked paid; here Mercado Pago paid it, as its webhook records it (no user).
    await tx
      .update(activities)
      .set({ userId: null, data: { payment_id: advance.id, name: advance.name, amount: advance.amount, method: 'mercadopago', provider_ref: ref } })
      .where(and(eq(activities.workspaceId, workspaceId), eq(activities.projectId, project.id), eq(activities.type, 'payment.paid'), sql`${activities.data}->>'payment_id' = ${advance.id}`));
    await issueReceipt(tx, { ...scope, paymentId: advance.id, method: 'mercadopago', providerRef: ref, appUrl }, paidAt);
  }

  const contact = project.companyId ? await mainContact(tx, workspaceId, project.companyId) : null;
  if (second && second.status !== 'paid' && contact) {
    let proofId: string | null = null;
    if (storage) {
      const bytes = demoPdf('Comprobante de transferencia - Panaderia Nunoa');
      const key = `${PROOF_DIRECTORY}/${newToken()}.pdf`;
      await storage.put(key, bytes, 'application/pdf');
      // As the portal stores a proof: the payment's, not one of the project's files (decision 0071).
      const [proof] = await tx
        .insert(uploads)
        .values({ workspaceId, userId: null, customerId: contact.id, key, directory: PROOF_DIRECTORY, originalName: 'Comprobante transferencia.pdf', mimeType: 'application/pdf', size: bytes.length, origin: 'portal', fileableId: second.id, createdAt: at(1) })
        .returning({ id: uploads.id });
      proofId = proof!.id;
    }
    const transferredOn = todayIso(at(1));
    const [transfer] = await tx
      .insert(paymentTransfers)
      .values({ ...scope, paymentId: second.id, customerId: contact.id, transferredOn, amount: second.amount, currency: second.amountType, proofUploadId: proofId, createdAt: at(1), updatedAt: at(1) })
      .returning({ id: paymentTransfers.id });
    await tx.insert(activities).values({
      ...scope,
      userId: null,
      type: 'payment.transfer_reported',
      data: { payment_id: second.id, name: second.name, amount: second.amount, transfer_id: transfer!.id, customer_id: contact.id, customer_name: contact.name },
      createdAt: at(1),
    });
  }
}
