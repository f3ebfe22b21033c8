// A realistic workspace for the throughput benches, seeded through the API's own test fixtures (the
// same requests a user makes): BENCH_ROWS (default 25) published portals, each with its 40/30/30
// payment plan (one paid), three stages, two files and two comments, and BENCH_ROWS proposals with
// services and installments, one of them SENT with two comments. Loaded with tsx (TypeScript).
import { buildTestApp } from '../../apps/api/test/app.ts';
import { multipart, PDF_BYTES } from '../../apps/api/test/http.ts';
import { customerSession, ownerOn, portal } from '../../apps/api/src/modules/projects/projects.fixtures.ts';
import { addCompany, addLine, INSTALLMENTS, readyProposal, SERVICES } from '../../apps/api/src/modules/proposals/proposals.fixtures.ts';

/** The app secret both the seeding app and a bench's server process use (tokens do not depend on it). */
export const BENCH_APP_SECRET = 'bench-secret-'.padEnd(48, 'x');

async function call(app, method, headers, url, payload) {
  const res = await app.inject({ method, url, headers, ...(payload && { payload }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json();
}

/**
 * Seeds `database` (migrated here) and resolves to the staff and customer headers and the paths
 * of the reads the benches load.
 */
export async function seedWorkspace(database, dataDir, rows = Number(process.env.BENCH_ROWS ?? 25)) {
  await database.migrate();
  const app = await buildTestApp(database, dataDir);
  const t = { app, db: database.db, database, dataDir };
  try {
    const owner = await ownerOn(t);
    const h = owner.headers;
    const portals = [];
    for (let i = 0; i < rows; i++) portals.push(await portal(t, { owner, name: `Portal ${i + 1}` }));
    const customer = portals[0].company.contact;
    const ch = await customerSession(t, { id: customer.id, workspaceId: owner.workspace.id }, portals[0].project.id);
    for (const p of portals) {
      const id = p.project.id;
      await call(app, 'PUT', h, `/api/v1/projects/${id}/payments/${p.project.payments.payments[0].id}/status`, { status: 'paid' });
      for (const [name, start, end] of [['Diseño', '2026-01-05', '2026-01-20'], ['Desarrollo', '2026-02-01', '2026-02-20'], ['Entrega', '2026-03-01', '2026-03-20']]) {
        await call(app, 'POST', h, `/api/v1/projects/${id}/stages`, { name, start_date: start, end_date: end });
      }
      const parts = [['origin', 'admin'], ['fileableId', id], ['directory', 'project_files'], ['file', { filename: 'contrato.pdf', bytes: PDF_BYTES, type: 'application/pdf' }], ['file2', { filename: 'anexo.pdf', bytes: PDF_BYTES, type: 'application/pdf' }]];
      const upload = await multipart(parts, h);
      await call(app, 'POST', upload.headers, '/api/v1/upload/file', upload.payload);
      for (const body of ['¿Cuándo empezamos?', 'El lunes.']) await call(app, 'POST', h, '/api/v1/comments', { type: 'project', proposalId: id, origin: 'admin', body });
    }
    const line = await addLine(t, owner.workspace.id, 'Branding');
    const company = await addCompany(t, owner.workspace.id, 'Café Cordillera');
    const proposals = [];
    for (let i = 0; i < rows; i++) {
      proposals.push(await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: `Propuesta ${i + 1}`, extra: { services: SERVICES, payments: INSTALLMENTS } }));
    }
    const shown = proposals[0];
    await call(app, 'POST', h, `/api/v1/proposals/${shown.id}/status`, { status: 'SENT' });
    for (const body of ['Una duda', 'Respondida']) await call(app, 'POST', h, '/api/v1/comments', { type: 'proposal', proposalId: shown.slug, origin: 'admin', body });
    const project = portals[0].project.id;
    return {
      staff: h,
      customer: ch,
      paths: {
        list: '/api/v1/proposals',
        detail: `/api/v1/proposals/${shown.id}`,
        public: `/api/v1/proposal/${shown.slug}`,
        customerProject: `/api/v1/customer/projects/${project}`,
        dashboard: '/api/v1/dashboard/metrics',
        search: '/api/v1/search?query=an&limit=20',
        payments: '/api/v1/payments?page=1',
        calendar: '/api/v1/dashboard/calendar?start_date=2026-01-01&end_date=2026-12-31',
        health: '/api/health',
      },
    };
  } finally {
    await app.close();
  }
}
