import type { Executor } from '../../db/client.ts';
import { companies, customers } from '../../db/schema/index.ts';
import { DEMO_MAIL_DOMAIN } from './demo-account.ts';

type DemoClient = { company: string; isPerson?: boolean; members: { name: string; email: string; phone?: string }[] };

/** Five sample clients of the demo workspace: four companies with contacts and one person; addresses on a reserved domain. */
const DEMO_CLIENTS: DemoClient[] = [
  {
    company: 'Panadería Ñuñoa',
    members: [
      { name: 'Marta Núñez', email: `marta.nunez@${DEMO_MAIL_DOMAIN}`, phone: '+56 9 5512 3344' },
      { name: 'Luis Rojas', email: `luis.rojas@${DEMO_MAIL_DOMAIN}` },
    ],
  },
  { company: 'Constructora Los Andes', members: [{ name: 'José Pérez', email: `jose.perez@${DEMO_MAIL_DOMAIN}`, phone: '+56 2 2345 6789' }] },
  { company: 'Clínica Dental Sonríe', members: [{ name: 'Camila Fuentes', email: `camila.fuentes@${DEMO_MAIL_DOMAIN}`, phone: '+56 9 8877 1122' }] },
  {
    company: 'Viña Valle Central',
    members: [
      { name: 'Andrés Muñoz', email: `andres.munoz@${DEMO_MAIL_DOMAIN}` },
      { name: 'Sofía Araya', email: `sofia.araya@${DEMO_MAIL_DOMAIN}`, phone: '+56 9 6655 4433' },
    ],
  },
  { company: 'Valentina Soto', isPerson: true, members: [{ name: 'Valentina Soto', email: `valentina.soto@${DEMO_MAIL_DOMAIN}`, phone: '+56 9 4433 2211' }] },
];

/** Adds the demo clients inside the demo workspace's creation transaction. */
export async function seedDemoClients(tx: Executor, workspaceId: string): Promise<void> {
  for (const client of DEMO_CLIENTS) {
    const [company] = await tx.insert(companies).values({ workspaceId, name: client.company, isPerson: client.isPerson ?? false }).returning({ id: companies.id });
    await tx.insert(customers).values(
      client.members.map((m, i) => ({ workspaceId, companyId: company!.id, name: m.name, email: m.email, phone: m.phone ?? null, isContact: i === 0 })),
    );
  }
}
