import { and, eq, inArray } from 'drizzle-orm';
import type { ActivityType } from '@trato/domain/activities/activity-types';
import type { ContentBlock, ContentData } from '@trato/domain/proposals/content';
import type { PaymentPlanId } from '@trato/domain/proposals/dto';
import { dueDate } from '@trato/domain/proposals/payments/dates';
import { buildPlan, paymentsTypeFor } from '@trato/domain/proposals/payments/plans';
import { proposalTotals } from '@trato/domain/proposals/proposal-totals';
import { proposalServiceSchema, type ProposalServiceInput } from '@trato/domain/proposals/schemas';
import type { ProposalStatus } from '@trato/domain/proposals/statuses';
import type { Executor } from '../../db/client.ts';
import { activities, companies, lines, projects, services, subservices, workspaces } from '../../db/schema/index.ts';
import { DEMO_EMAIL } from './demo-account.ts';
import { appendAuditEvent, type AuditEventType } from '../audit/audit.ts';
import { replacePlan } from '../proposals/proposal-payments.ts';
import { replaceServices } from '../proposals/proposal-services.ts';
import { newSlug } from '../proposals/proposals.write.ts';
import { nextQuoteNumber } from '../proposals/quote-numbers.ts';

const DAY_MS = 86_400_000;

/** What one demo proposal says; the blocks are built by `richContent` so every proposal uses every block type. */
type DemoProposal = {
  name: string;
  status: Exclude<ProposalStatus, 'init'>;
  line: string;
  company: string;
  /** Catalogue services copied into the proposal, by name (seed-demo-services.ts). */
  services: string[];
  plan: PaymentPlanId;
  /** Days ago it was created, and sent/accepted/declined. */
  ageDays: number;
  eventDaysAgo?: number;
  declinedReason?: string;
  /** A SENT one whose validity ended (the list shows it expired). */
  expired?: boolean;
  request: string;
  intro: string;
  highlight: string;
  scope: { item: string; details?: string[] }[];
  checklist: { text: string; checked: boolean }[];
  schedule: [string, string, string][];
  closing: string;
};

const DEMO_PROPOSALS: DemoProposal[] = [
  {
    name: 'Identidad visual para Panadería Ñuñoa',
    status: 'ACCEPTED',
    line: 'Diseño web',
    company: 'Panadería Ñuñoa',
    services: ['Identidad visual completa', 'Consultoría de marca'],
    // Three payments 14 days apart from its creation: the advance paid, the second overdue, the last ahead.
    plan: 'installments',
    ageDays: 21,
    eventDaysAgo: 12,
    request: 'Queremos renovar la imagen de la panadería para la apertura del segundo local, sin perder la tradición del barrio.',
    intro: 'Panadería Ñuñoa tiene <b>cuarenta años</b> de historia en el barrio. Proponemos una identidad que conserve esa calidez y funcione igual de bien en un letrero, una bolsa de papel o Instagram.',
    highlight: 'La identidad estará lista para la inauguración del segundo local, en <mark class="cdx-marker">seis semanas</mark>.',
    scope: [
      { item: 'Diagnóstico de marca', details: ['Entrevistas con la familia fundadora', 'Visita a ambos locales'] },
      { item: 'Logotipo y variantes', details: ['Versión horizontal y monograma'] },
      { item: 'Manual de marca con paleta, tipografías y usos' },
    ],
    checklist: [
      { text: 'Reunión de inicio', checked: true },
      { text: 'Presentación de tres propuestas', checked: true },
      { text: 'Entrega del manual de marca', checked: false },
    ],
    schedule: [
      ['Diagnóstico', '1 semana', 'Informe y moodboard'],
      ['Diseño', '3 semanas', 'Tres propuestas de logotipo'],
      ['Manual', '2 semanas', 'Manual de marca en PDF'],
    ],
    closing: '¿Dudas? Estamos a un correo de distancia. ¡Gracias por confiar en nosotros!',
  },
  {
    name: 'Sitio web corporativo para Constructora Los Andes',
    status: 'SENT',
    line: 'Diseño web',
    company: 'Constructora Los Andes',
    services: ['Sitio web corporativo', 'Informe de auditoría SEO'],
    plan: 'installments',
    ageDays: 6,
    eventDaysAgo: 2,
    request: 'Necesitamos un sitio que muestre nuestros proyectos terminados y reciba solicitudes de cotización de empresas.',
    intro: 'Un sitio rápido y fácil de actualizar, pensado para que <i>gerentes de proyecto</i> encuentren en dos clics las obras que les interesan.',
    highlight: 'Incluye <mark class="cdx-marker">capacitación de una hora</mark> para que su equipo publique nuevas obras sin depender de nosotros.',
    scope: [
      { item: 'Arquitectura de información', details: ['Mapa del sitio', 'Recorridos de usuario'] },
      { item: 'Diseño de seis páginas', details: ['Inicio, Nosotros, Proyectos, Servicios, Contacto y detalle de proyecto'] },
      { item: 'Desarrollo, integración del formulario y puesta en línea' },
    ],
    checklist: [
      { text: 'Acceso al dominio y al hosting', checked: false },
      { text: 'Fotografías de obras terminadas', checked: false },
      { text: 'Textos revisados por gerencia', checked: false },
    ],
    schedule: [
      ['Descubrimiento', '2 semanas', 'Mapa del sitio aprobado'],
      ['Diseño', '3 semanas', 'Maquetas de las seis páginas'],
      ['Desarrollo', '4 semanas', 'Sitio publicado'],
    ],
    closing: 'Esta cotización es válida por 30 días. ¿Conversamos el jueves?',
  },
  {
    name: 'Plan de redes sociales para Clínica Dental Sonríe',
    status: 'DRAFT',
    line: 'Marketing digital',
    company: 'Clínica Dental Sonríe',
    services: ['Plan mensual de redes sociales', 'Consultoría de marca'],
    plan: 'singlePayment',
    ageDays: 1,
    request: 'Queremos más pacientes nuevos desde Instagram y que las publicaciones no dependan de la recepcionista.',
    intro: 'Un calendario mensual de contenidos educativos y cercanos, que responda las dudas más frecuentes de los pacientes.',
    highlight: 'Cada mes recibirán un <mark class="cdx-marker">informe de resultados</mark> con alcance, mensajes y citas agendadas.',
    scope: [
      { item: 'Doce publicaciones al mes', details: ['Cuatro carruseles educativos', 'Ocho piezas de comunidad'] },
      { item: 'Reunión mensual de resultados' },
    ],
    checklist: [
      { text: 'Acceso a la cuenta de Instagram', checked: false },
      { text: 'Sesión de fotos del equipo', checked: false },
    ],
    schedule: [
      ['Semana 1', 'Planificación', 'Calendario del mes'],
      ['Semanas 2 a 4', 'Publicación', 'Doce piezas publicadas'],
    ],
    closing: 'Pueden comenzar el próximo lunes si aprueban esta semana.',
  },
  {
    name: 'Campaña de vendimia para Viña Valle Central',
    status: 'DECLINED',
    line: 'Marketing digital',
    company: 'Viña Valle Central',
    services: ['Consultoría de marca', 'Informe de auditoría SEO'],
    plan: 'fiftyFifty',
    ageDays: 15,
    eventDaysAgo: 4,
    declinedReason: 'Nos interesa, pero necesitamos reducir el alcance a la mitad y comenzar en marzo, después de la vendimia.',
    request: 'Queremos atraer visitas a la viña durante la temporada de vendimia, sobre todo de turistas extranjeros.',
    intro: 'Una campaña digital de ocho semanas que lleve reservas de <b>tours y degustaciones</b> a la página de la viña.',
    highlight: 'La meta es <mark class="cdx-marker">duplicar las reservas en línea</mark> respecto de la vendimia anterior.',
    scope: [
      { item: 'Auditoría del sitio y de las fichas en buscadores' },
      { item: 'Estrategia de campaña', details: ['Públicos en Chile y Brasil', 'Mensajes en español y portugués'] },
    ],
    checklist: [
      { text: 'Brief de la temporada', checked: true },
      { text: 'Presupuesto de pauta aprobado', checked: false },
    ],
    schedule: [
      ['Auditoría', '1 semana', 'Informe SEO'],
      ['Campaña', '8 semanas', 'Reservas y reportes semanales'],
    ],
    closing: 'Quedamos atentos a sus comentarios para ajustar la propuesta.',
  },
  {
    name: 'Tienda en línea para Valentina Soto',
    status: 'SENT',
    expired: true,
    line: 'Diseño web',
    company: 'Valentina Soto',
    services: ['Sitio web corporativo'],
    plan: 'fiftyFifty',
    ageDays: 48,
    eventDaysAgo: 47,
    request: 'Vendo cerámica hecha a mano por Instagram y quiero una tienda propia con pagos en línea.',
    intro: 'Una tienda sencilla, con <b>catálogo, carrito y pagos</b>, que Valentina pueda actualizar desde el teléfono.',
    highlight: 'La tienda podría estar en línea <mark class="cdx-marker">antes de Navidad</mark>.',
    scope: [
      { item: 'Catálogo de hasta 40 productos', details: ['Fotos, precios y stock'] },
      { item: 'Pagos en línea y despacho' },
    ],
    checklist: [
      { text: 'Fotos de los productos', checked: false },
      { text: 'Cuenta en la pasarela de pagos', checked: false },
    ],
    schedule: [
      ['Diseño', '2 semanas', 'Maqueta de la tienda'],
      ['Desarrollo', '3 semanas', 'Tienda publicada'],
    ],
    closing: 'Esta cotización venció: si aún te interesa, la actualizamos con gusto.',
  },
  {
    name: 'Auditoría SEO para Constructora Los Andes',
    status: 'FILED',
    line: 'Marketing digital',
    company: 'Constructora Los Andes',
    services: ['Informe de auditoría SEO'],
    plan: 'singlePayment',
    ageDays: 70,
    eventDaysAgo: 69,
    request: 'Queremos saber por qué nuestro sitio actual no aparece en Google.',
    intro: 'Una revisión técnica y de contenidos del sitio actual, con una lista de mejoras priorizadas.',
    highlight: 'El informe se entrega en <mark class="cdx-marker">diez días hábiles</mark>.',
    scope: [{ item: 'Revisión técnica', details: ['Velocidad, indexación y enlaces rotos'] }, { item: 'Plan de mejoras priorizado' }],
    checklist: [{ text: 'Acceso a Google Search Console', checked: false }],
    schedule: [['Auditoría', '2 semanas', 'Informe en PDF']],
    closing: 'Archivada: el cliente prefirió esperar al sitio nuevo.',
  },
];

/** Editor.js content with every block type of SPEC §3 (header 4 and 5, paragraph with a <mark>, lists, checklist, delimiter, table). */
function richContent(p: DemoProposal): ContentData {
  const blocks: ContentBlock[] = [
    { type: 'header', data: { text: 'Nuestra propuesta', level: 4 } },
    { type: 'paragraph', data: { text: p.intro } },
    { type: 'paragraph', data: { text: p.highlight } },
    { type: 'header', data: { text: 'Alcance del trabajo', level: 5 } },
    {
      type: 'list',
      data: {
        style: 'ordered',
        meta: { counterType: 'numeric' },
        items: p.scope.map((s) => ({ content: s.item, meta: {}, items: (s.details ?? []).map((d) => ({ content: d, meta: {}, items: [] })) })),
      },
    },
    { type: 'header', data: { text: 'Antes de comenzar', level: 5 } },
    { type: 'checklist', data: { items: p.checklist } },
    { type: 'delimiter', data: {} },
    { type: 'header', data: { text: 'Calendario', level: 4 } },
    { type: 'table', data: { withHeadings: true, content: [['Etapa', 'Duración', 'Entregable'], ...p.schedule] } },
    { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: 'Precios en pesos chilenos, sin IVA.', meta: {}, items: [] }, { content: 'Incluye dos rondas de ajustes por entregable.', meta: {}, items: [] }] } },
    { type: 'paragraph', data: { text: p.closing } },
  ];
  return { time: Date.UTC(2026, 10, 1), version: '2.31.0', blocks: blocks.map((b, i) => ({ id: `demo-${i}`, ...b })) };
}

/** Catalogue services (with their subservices) as proposal services, validated by the proposal's own schema. */
async function catalogueServices(tx: Executor, workspaceId: string, names: string[]): Promise<ProposalServiceInput[]> {
  const rows = await tx.select().from(services).where(and(eq(services.workspaceId, workspaceId), inArray(services.name, names)));
  const subs = rows.length ? await tx.select().from(subservices).where(inArray(subservices.serviceId, rows.map((r) => r.id))) : [];
  return names.flatMap((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) return [];
    const mine = subs.filter((s) => s.serviceId === row.id).sort((a, b) => a.position - b.position);
    const priced = (i: typeof row | (typeof mine)[number]) => ({
      name: i.name,
      description: i.description,
      type: i.type,
      quantity: i.quantity,
      quantity_type: i.quantityType,
      value: i.value,
      value_type: i.valueType,
      total: i.total,
    });
    return [proposalServiceSchema.parse({ ...priced(row), service_id: row.id, subservices: mine.map(priced) })];
  });
}

/**
 * Six proposals of the demo workspace, one per status a list can show: DRAFT, SENT, SENT but
 * expired, DECLINED with a reason, FILED, and the one to be ACCEPTED — written as SENT here and
 * signed afterwards by seed-demo-signature.ts through the real signing code. Linked to the demo
 * clients and lines, with content using every block type, services copied from the demo catalogue,
 * a default payment plan summing to the total, activity and an audit chain. Runs after the lines,
 * clients and services seeds; does nothing if the workspace already has proposals.
 */
export async function seedDemoProposals(tx: Executor, workspaceId: string, userId: string | null = null, now = new Date()): Promise<void> {
  const [existing] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.workspaceId, workspaceId)).limit(1);
  if (existing) return;
  const [workspace] = await tx.select({ currency: workspaces.defaultCurrency }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const currency = workspace?.currency ?? 'CLP';
  // One after the other: a transaction is one connection.
  const lineRows = await tx.select({ id: lines.id, name: lines.name }).from(lines).where(eq(lines.workspaceId, workspaceId));
  const companyRows = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.workspaceId, workspaceId));
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY_MS);

  for (const p of DEMO_PROPOSALS) {
    const created = daysAgo(p.ageDays);
    const event = p.eventDaysAgo === undefined ? null : daysAgo(p.eventDaysAgo);
    // The accepted one is written as sent: seed-demo-signature.ts signs it through the signing code.
    const status = p.status === 'ACCEPTED' ? 'SENT' : p.status;
    const open = status === 'DRAFT' || (status === 'SENT' && !p.expired);
    // Accepted, declined and filed ones were sent the day after they were written; a SENT one on its event day.
    const sent = p.status === 'DRAFT' ? null : p.status === 'SENT' ? (event ?? created) : daysAgo(p.ageDays - 1);
    const [row] = await tx
      .insert(projects)
      .values({
        workspaceId,
        lineId: lineRows.find((l) => l.name === p.line)?.id ?? lineRows[0]?.id ?? null,
        companyId: companyRows.find((c) => c.name === p.company)?.id ?? null,
        createdBy: userId,
        type: 'proposal',
        status,
        name: p.name,
        ...(await nextQuoteNumber(tx, workspaceId, created)),
        slug: newSlug(),
        request: { blocks: [{ id: 'demo-request', type: 'paragraph', data: { text: p.request } }] },
        content: richContent(p),
        currencyCode: currency,
        formStep: 6,
        validUntilAt: new Date(dueDate(open ? now : created, 30)),
        finishedAt: created,
        sentAt: sent,
        declinedAt: p.status === 'DECLINED' ? event : null,
        declinedReason: p.declinedReason ?? null,
        createdAt: created,
        updatedAt: p.status === 'ACCEPTED' ? (sent ?? created) : (event ?? created),
      })
      .returning({ id: projects.id });
    const scope = { workspaceId, projectId: row!.id };
    const input = await catalogueServices(tx, workspaceId, p.services);
    await replaceServices(tx, scope, input);
    const { total } = proposalTotals(input);
    await replacePlan(tx, scope, currency, total, { type: paymentsTypeFor(p.plan), plan: p.plan, payments: buildPlan(p.plan, total, created) });
    const feed: { type: ActivityType; data: Record<string, unknown>; at: Date; by: string | null }[] = [{ type: 'proposal.created', data: {}, at: created, by: userId }];
    if (sent) feed.push({ type: 'proposal.sent', data: { from: 'DRAFT' }, at: sent, by: userId });
    // The client declined it (no staff user); staff filed theirs.
    if (p.status === 'DECLINED' && event) feed.push({ type: 'proposal.status_changed', data: { from: 'SENT', to: 'DECLINED', by: 'client' }, at: event, by: null });
    if (p.status === 'FILED' && event) feed.push({ type: 'proposal.status_changed', data: { from: 'SENT', to: 'FILED' }, at: event, by: userId });
    await tx.insert(activities).values(feed.map((a) => ({ workspaceId, projectId: row!.id, userId: a.by, type: a.type, data: a.data, createdAt: a.at })));
    // Its audit chain, as the app writes it (decision 0008), at the times the story says.
    const audit: { type: AuditEventType; at: Date; data?: Record<string, unknown> }[] = [{ type: 'created', at: created, data: { by: DEMO_EMAIL } }];
    if (sent) audit.push({ type: 'sent', at: sent, data: { by: DEMO_EMAIL } });
    if (p.status === 'DECLINED' && event) audit.push({ type: 'declined', at: event, data: { reason: p.declinedReason ?? null } });
    for (const e of audit) await appendAuditEvent(tx, { ...scope, type: e.type, data: e.data, at: e.at });
  }
}

/** The demo proposal the seed signs: its name, company and how many days ago the client signed. */
export const DEMO_SIGNED_PROPOSAL = (() => {
  const p = DEMO_PROPOSALS.find((x) => x.status === 'ACCEPTED')!;
  return { name: p.name, company: p.company, daysAgo: p.eventDaysAgo ?? 0 };
})();
