import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { CUSTOMER_NOTIFICATION_TITLES } from '@trato/domain/projects/messages';
import { todayIso } from '@trato/domain/projects/stage-progress';
import type { Executor } from '../../db/client.ts';
import { activities, comments, customerNotifications, notifications, projects, stages, uploads } from '../../db/schema/index.ts';
import { newToken } from '../../lib/crypto.ts';
import { mainContact } from '../customer-auth/customer-accounts.ts';
import type { Storage } from '../uploads/storage.ts';

const DAY_MS = 86_400_000;

/** A one-page PDF, written by hand: enough for a viewer to open and for the type check to accept. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG in the workspace's blue. */
const DEMO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The demo's signed project (the first portal made from a signed proposal), which the portal and payment seeds fill. */
export async function demoSignedProject(tx: Executor, workspaceId: string) {
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.type, 'project'), isNotNull(projects.proposalId)))
    .orderBy(asc(projects.createdAt))
    .limit(1);
  return project ?? null;
}

/**
 * The demo's signed proposal as a running portal (issue 10): the project its signature made (the
 * signer already has access), three stages (one done, one in progress, one ahead), two files, a
 * short conversation, and the customer's and staff's notifications about them. Without storage
 * (tests of other seeds) the files are left out. Does nothing without a signed project, or when its
 * portal already has stages.
 */
export async function seedDemoPortal(tx: Executor, workspaceId: string, userId: string | null, storage: Storage | null, now = new Date()): Promise<void> {
  const project = await demoSignedProject(tx, workspaceId);
  if (!project) return;
  const [staged] = await tx.select({ id: stages.id }).from(stages).where(eq(stages.projectId, project.id)).limit(1);
  if (staged) return;
  const proposal = { id: project.proposalId!, acceptedAt: project.acceptedAt };
  const scope = { workspaceId, projectId: project.id };
  const contact = project.companyId ? await mainContact(tx, workspaceId, project.companyId) : null;

  const day = (offset: number) => todayIso(new Date(now.getTime() + offset * DAY_MS));
  await tx.insert(stages).values([
    { ...scope, name: 'Diagnóstico de marca', description: 'Entrevistas con la familia fundadora y visita a ambos locales.', startDate: day(-12), endDate: day(-6), position: 0 },
    { ...scope, name: 'Logotipo y variantes', description: 'Tres propuestas, una ronda de ajustes y la versión final.', startDate: day(-5), endDate: day(5), position: 1 },
    { ...scope, name: 'Manual de marca', description: 'Paleta, tipografías, usos correctos e incorrectos.', startDate: day(6), endDate: day(20), position: 2 },
  ]);

  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  await tx.insert(comments).values([
    { ...scope, origin: 'admin', userId, authorName: 'Demo Trato', body: '¡Les damos la bienvenida al portal! Aquí iremos dejando avances, archivos y pagos.', createdAt: at(10) },
    ...(contact
      ? [{ ...scope, origin: 'portal', customerId: contact.id, authorName: contact.name, authorEmail: contact.email, body: 'Gracias, revisamos el diagnóstico y nos encantó.', createdAt: at(5) }]
      : []),
  ]);

  const files = storage
    ? [
        { name: 'Diagnóstico de marca.pdf', bytes: demoPdf('Diagnostico de marca - Panaderia Nunoa'), mime: 'application/pdf', ext: 'pdf', daysAgo: 6 },
        { name: 'Paleta de colores.png', bytes: DEMO_PNG, mime: 'image/png', ext: 'png', daysAgo: 2 },
      ]
    : [];
  for (const f of files) {
    const key = `project_files/${newToken()}.${f.ext}`;
    await storage!.put(key, f.bytes, f.mime);
    await tx.insert(uploads).values({ ...scope, userId, key, directory: 'project_files', originalName: f.name, mimeType: f.mime, size: f.bytes.length, origin: 'admin', fileableId: project.id, createdAt: at(f.daysAgo) });
  }

  await tx.insert(activities).values([
    { ...scope, userId: null, type: 'project.created', data: { from_proposal: proposal.id }, createdAt: proposal.acceptedAt ?? now },
    { ...scope, userId, type: 'stage.created', data: { name: 'Logotipo y variantes' }, createdAt: at(9) },
    ...files.map((f) => ({ ...scope, userId, type: 'file.uploaded' as const, data: { name: f.name }, createdAt: at(f.daysAgo) })),
  ]);

  // The bells: the customer's (portal) and the staff's, some already read.
  if (contact) {
    const url = `/c/project/${project.id}`;
    await tx.insert(customerNotifications).values([
      { ...scope, customerId: contact.id, type: 'payment.paid', title: CUSTOMER_NOTIFICATION_TITLES.paymentPaid('Anticipo'), icon: 'credit-card', url: '/c/payments', createdAt: at(10), readAt: at(9) },
      { ...scope, customerId: contact.id, type: 'stage.created', title: CUSTOMER_NOTIFICATION_TITLES.stageCreated('Logotipo y variantes'), icon: 'calendar', url, createdAt: at(9), readAt: at(8) },
      ...files.map((f) => ({ ...scope, customerId: contact.id, type: 'file.created', title: CUSTOMER_NOTIFICATION_TITLES.fileUploaded(project.name), icon: 'file', url: '/c/files', createdAt: at(f.daysAgo) })),
    ]);
  }
  if (userId && contact) {
    await tx.insert(notifications).values([
      { workspaceId, userId, type: 'comment.created', title: `${contact.name} comentó en el portal ${project.name}`, icon: 'message-circle', url: `/projects/${project.id}`, data: { project_id: project.id }, createdAt: at(5) },
    ]);
  }
}
