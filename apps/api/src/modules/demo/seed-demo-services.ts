import { asc, eq } from 'drizzle-orm';
import type { PricedInput } from '@trato/domain/services/totals';
import { serviceTotals } from '@trato/domain/services/totals';
import type { ServiceType } from '@trato/domain/services/types';
import type { Executor } from '../../db/client.ts';
import { lines, serviceLines, services, subservices } from '../../db/schema/index.ts';
import { randomKey } from '../services/services.queries.ts';

type DemoItem = { name: string; description?: string; type: ServiceType; quantity?: string; value?: string; total?: string; quantityType?: string; valueType?: string };
type DemoService = DemoItem & { isPublic?: boolean; preload?: boolean; inLine?: boolean; subservices?: DemoItem[] };

/** Eight services of different types (CLP), three with subservices; totals from the domain rules. */
const DEMO_SERVICES: DemoService[] = [
  { name: 'Diseño de logotipo', description: 'Tres propuestas y dos rondas de ajustes.', type: 'simple', total: '350000', isPublic: true, inLine: true },
  { name: 'Consultoría de marca', type: 'hours', quantity: '8', value: '45000', quantityType: 'horas', isPublic: true, inLine: true },
  {
    name: 'Identidad visual completa',
    description: 'Logotipo, paleta, tipografías y manual de marca.',
    type: 'other',
    preload: true,
    inLine: true,
    subservices: [
      { name: 'Logotipo', type: 'simple', total: '350000' },
      { name: 'Manual de marca', type: 'report', quantity: '1', value: '280000' },
      { name: 'Horas de diseño de piezas', type: 'hours', quantity: '12', value: '32500', quantityType: 'horas' },
    ],
  },
  {
    name: 'Sitio web corporativo',
    type: 'platform',
    isPublic: true,
    subservices: [
      { name: 'Arquitectura de información', type: 'meet', quantity: '2', value: '60000', quantityType: 'reuniones' },
      { name: 'Diseño de páginas', type: 'files', quantity: '6', value: '85000', quantityType: 'páginas' },
      { name: 'Desarrollo e integración', type: 'hours', quantity: '40', value: '38000', quantityType: 'horas' },
    ],
  },
  { name: 'Aplicación móvil (MVP)', type: 'app', quantity: '1', value: '6500000' },
  { name: 'Informe de auditoría SEO', type: 'inform', quantity: '1', value: '420000' },
  { name: 'Asesoría de obra por m²', type: 'ufmt2', quantity: '120.5', value: '15000', quantityType: 'm²', valueType: 'por m²' },
  {
    name: 'Plan mensual de redes sociales',
    type: 'control',
    subservices: [
      { name: 'Publicaciones', type: 'files', quantity: '12', value: '25000', quantityType: 'piezas' },
      { name: 'Reunión de resultados', type: 'meet', quantity: '1', value: '50000' },
    ],
  },
];

export async function seedDemoServices(tx: Executor, workspaceId: string): Promise<void> {
  const [line] = await tx.select({ id: lines.id }).from(lines).where(eq(lines.workspaceId, workspaceId)).orderBy(asc(lines.createdAt)).limit(1);
  const base = Date.now();
  for (const [i, s] of DEMO_SERVICES.entries()) {
    const subs = s.subservices ?? [];
    const totals = serviceTotals({ ...s, subservices: subs as PricedInput[] });
    const [row] = await tx
      .insert(services)
      .values({
        workspaceId,
        name: s.name,
        description: s.description ?? '',
        type: s.type,
        quantity: totals.quantity,
        quantityType: s.quantityType ?? null,
        value: totals.value,
        valueType: s.valueType ?? null,
        total: totals.total,
        isPublic: s.isPublic ?? false,
        preload: s.preload ?? false,
        // The list is newest first: the first service of the list above shows first.
        createdAt: new Date(base - i * 60_000),
      })
      .returning({ id: services.id });
    if (subs.length) {
      await tx.insert(subservices).values(
        subs.map((sub, position) => ({
          workspaceId,
          serviceId: row!.id,
          name: sub.name,
          description: sub.description ?? '',
          type: sub.type,
          quantity: totals.subservices[position]!.quantity,
          quantityType: sub.quantityType ?? null,
          value: totals.subservices[position]!.value,
          valueType: sub.valueType ?? null,
          total: totals.subservices[position]!.total,
          key: randomKey(),
          position,
        })),
      );
    }
    if (line && s.inLine) await tx.insert(serviceLines).values({ workspaceId, serviceId: row!.id, lineId: line.id });
  }
}
