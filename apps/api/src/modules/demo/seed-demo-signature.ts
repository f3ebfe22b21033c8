import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { PaymentPlanId } from '@trato/domain/proposals/dto';
import { setStatus } from '@trato/domain/proposals/payments/editing';
import type { Executor } from '../../db/client.ts';
import { activities, notifications, payments, projects, visitLogs } from '../../db/schema/index.ts';
import { newToken } from '../../lib/crypto.ts';
import { appendAuditEvent } from '../audit/audit.ts';
import { mainContact } from '../customer-auth/customer-accounts.ts';
import { paymentRowsOf, replacePlan, toPlanPayment } from '../proposals/proposal-payments.ts';
import { servicesTotal } from '../proposals/proposals.write.ts';
import { writeSignature } from '../signatures/sign-proposal.ts';
import type { Storage } from '../uploads/storage.ts';
import { DEMO_SIGNED_PROPOSAL } from './seed-demo-proposals.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Where and with what the sample client "signed" (documentation-range IP, RFC 5737). */
export const DEMO_SIGNING = { ip: '203.0.113.45', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1' };

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A hand-signature-like stroke (a looping wave in ink blue on transparent), as a PNG the size a
 * signature pad sends: the certificate page paints it like any client's.
 */
export function demoSignaturePng(width = 360, height = 120): Buffer {
  const px = Buffer.alloc(width * height * 4);
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const X = Math.round(x) + dx;
        const Y = Math.round(y) + dy;
        if (X < 0 || Y < 0 || X >= width || Y >= height) continue;
        const i = (Y * width + X) * 4;
        px.set([29, 53, 120, 255], i);
      }
  };
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 20 + t * (width - 40);
    const y = height / 2 + Math.sin(t * Math.PI * 7) * 28 * (1 - t * 0.5) + Math.cos(t * Math.PI * 19) * 9;
    dot(x, y);
  }
  // An underline flourish.
  for (let x = 40; x < width - 60; x++) dot(x, height - 22 + Math.sin(x / 40) * 3);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) px.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Signs the demo's accepted proposal the way a client does, through writeSignature — the code of
 * POST /v1/signatures after its checks (that route refuses demo workspaces, and keeps refusing):
 * the image stored, the frozen snapshot, the signature row, ACCEPTED, the audit chain's `signed`
 * event, the project with its portal, the staff notification and the (kept, never sent) emails. The
 * signer is the company's main contact; the client opened the page the day before signing, and the
 * studio marked the portal's advance paid two days after. Returns the new project's id, or null if there is nothing to sign.
 */
export async function signDemoProposal(tx: Executor, workspaceId: string, ctx: { storage: Storage; appUrl: string }, now = new Date()): Promise<string | null> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.type, 'proposal'), eq(projects.name, DEMO_SIGNED_PROPOSAL.name), eq(projects.status, 'SENT')))
    .limit(1);
  if (!row?.companyId) return null;
  const contact = await mainContact(tx, workspaceId, row.companyId);
  if (!contact) return null;

  const signedAt = new Date(now.getTime() - DEMO_SIGNED_PROPOSAL.daysAgo * DAY_MS);
  const viewedAt = new Date(signedAt.getTime() - DAY_MS);
  const scope = { workspaceId, projectId: row.id };
  for (const at of [viewedAt, new Date(signedAt.getTime() - HOUR_MS)]) {
    const [visit] = await tx.insert(visitLogs).values({ ...scope, ...DEMO_SIGNING, createdAt: at }).returning({ id: visitLogs.id });
    await appendAuditEvent(tx, { ...scope, type: 'viewed', data: { visit_id: visit!.id }, ...DEMO_SIGNING, at });
  }

  const image = { bytes: demoSignaturePng(), mime: 'image/png', ext: 'png' };
  const imageKey = `signatures/${newToken()}.${image.ext}`;
  await ctx.storage.put(imageKey, image.bytes, image.mime);
  const result = await writeSignature(
    tx,
    ctx.appUrl,
    row,
    { signableId: row.slug, signerName: contact.name, signerEmail: contact.email, mode: 'draw', image, imageKey, idempotencyKey: null, ...DEMO_SIGNING },
    signedAt,
  );

  // What the signature wrote "now" happened at the signing time of the story.
  await tx.update(activities).set({ createdAt: signedAt }).where(and(eq(activities.workspaceId, workspaceId), eq(activities.projectId, row.id), eq(activities.type, 'proposal.status_changed')));
  await tx.update(notifications).set({ createdAt: signedAt }).where(and(eq(notifications.workspaceId, workspaceId), eq(notifications.type, 'proposal.signed')));
  await tx.update(projects).set({ createdAt: signedAt, updatedAt: signedAt }).where(eq(projects.id, result.project_id));
  // Two days later the studio marked the portal's advance paid, with the portal's own rule (setStatus).
  const portal = { workspaceId, projectId: result.project_id };
  const paidAt = new Date(signedAt.getTime() + 2 * DAY_MS);
  const plan = (await paymentRowsOf(tx, portal)).map(toPlanPayment);
  await replacePlan(tx, portal, row.currencyCode, await servicesTotal(tx, workspaceId, portal.projectId), {
    type: row.paymentsType === 'installments' ? 'installments' : null,
    plan: (row.paymentPlan as PaymentPlanId | null) ?? null,
    payments: setStatus(plan, 0, 'paid'),
  });
  await tx.update(payments).set({ paidAt }).where(and(eq(payments.projectId, portal.projectId), eq(payments.status, 'paid')));
  await tx.insert(activities).values({ ...portal, userId: row.createdBy, type: 'payment.paid', data: { payment_id: plan[0]?.id, name: plan[0]?.name, amount: plan[0]?.amount }, createdAt: paidAt });
  return result.project_id;
}
