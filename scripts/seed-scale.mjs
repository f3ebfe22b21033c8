// Fills a PostgreSQL database with one big workspace (issue 13 target 7) and a small second one, so
// the bench can measure the hot reads at scale and the tenancy filters have something to filter out.
//
//   npm run seed:scale -- --database-url postgres://postgres@127.0.0.1:5432/scale_100k [--scale 100k|1k] [--reset]
//
// 100k: 100 000 proposals/portals, 1 000 000 payments, 10 000 companies (+ 2 contacts each), and
// services, stages, activities, comments and files in the proportions of a real workspace. 1k is the
// same shape at 1/100 (the baseline). Everything is set-based SQL (generate_series, INSERT …
// SELECT), so even 100k takes a minute or two. Refuses PGlite (no URL) and a database that
// already has workspaces, unless --reset (which drops and re-migrates the schema).
// The owner signs in with SCALE_OWNER below; the database's COMMENT records the seed version and
// scale so the bench can reuse a database already seeded the same way.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { connectPostgres } from '../apps/api/src/db/client.ts';
import { hashPassword } from '../apps/api/src/modules/auth/passwords.ts';

/** Bump when the generated data changes shape, so the bench re-seeds instead of reusing. */
export const SEED_VERSION = 4;
export const SCALE_OWNER = { email: 'owner@escala.trato.test', password: 'Escala-Trato-2026!' };
export const SCALES = { '1k': 1_000, '100k': 100_000 };

/** The COMMENT ON DATABASE a finished seed leaves behind. */
export const seedMark = (scale) => `trato seed-scale v${SEED_VERSION} ${scale}`;

/** What the database's comment says it holds (null when it was never seeded by this script). */
export async function seededScale(client) {
  const { rows } = await client.query(`select shobj_description(oid, 'pg_database') as mark from pg_database where datname = current_database()`);
  return rows[0]?.mark ?? null;
}

/** Words of names and comments: a few common ones (many hits) and one rare one (a handful). */
const WORDS = ['Diseño', 'Desarrollo', 'Branding', 'Consultoría', 'Campaña', 'Auditoría', 'Rediseño', 'Plataforma', 'Mantención', 'Migración', 'Capacitación', 'Estrategia'];
export const COMMON_TERM = 'diseño';
export const RARE_TERM = 'zanahoria';

const sqlArray = (items) => `array[${items.map((w) => `'${w}'`).join(',')}]`;

/**
 * One workspace's rows for `n` proposals/portals, all tied to workspace `$1`. Every ratio is per
 * proposal: 10 payments (1M at 100k), 2 services, 0.1 company with 2 contacts, 4 stages per portal,
 * 3 activities, 0.5 comments, and files (Archivos): 3 per portal, 1 per other proposal (1.25 per
 * row, 125k at 100k). Amounts are exact: a plan of 10 instalments of 10 % each, over
 * services whose total is a whole number of thousands, sums exactly to the services' total.
 */
function workspaceSql(n) {
  const companies = Math.max(10, Math.round(n / 10));
  return [
    `create temp table seed_companies on commit drop as
       select gen_random_uuid() as id, g as n from generate_series(1, ${companies}) g`,
    `insert into companies (id, workspace_id, name, is_person, archived_at, created_at)
       select id, $1, (${sqlArray(['Comercial', 'Inversiones', 'Constructora', 'Agrícola', 'Servicios', 'Café', 'Estudio', 'Clínica'])})[1 + n % 8] || ' ' ||
         (${sqlArray(['Andes', 'Pacífico', 'Cordillera', 'Austral', 'Norte', 'Valle', 'Maipo', 'Biobío', 'Atacama'])})[1 + (n / 8) % 9] || ' ' || n
         || case when n % 2000 = 7 then ' ${RARE_TERM[0].toUpperCase()}${RARE_TERM.slice(1)}' else '' end,
         n % 7 = 0, case when n % 50 = 0 then now() - interval '30 days' end, now() - (n % 1000) * interval '1 day'
       from seed_companies`,
    `insert into customers (workspace_id, company_id, name, email, is_contact, created_at)
       select $1, c.id, (${sqlArray(['Camila', 'Diego', 'Valentina', 'Matías', 'Fernanda', 'Joaquín', 'Catalina', 'Tomás'])})[1 + (c.n + k) % 8] || ' ' ||
         (${sqlArray(['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva'])})[1 + (c.n * 3 + k) % 8],
         'contacto' || k || '.' || c.n || '@clientes.test', k = 1, now() - (c.n % 1000) * interval '1 day' + k * interval '1 minute'
       from seed_companies c cross join generate_series(1, 2) k`,
    // Proposals and portals: 30 % portals (active, finished, a few unfinished), 70 % proposals in
    // every status; 2 % in the trash; created over the last three years.
    `create temp table seed_projects on commit drop as
       select gen_random_uuid() as id, g as n,
         case when g % 10 < 3 then 'project' else 'proposal' end as type,
         case when g % 10 < 3 then (array['active','active','active','finished','finished','init'])[1 + (g / 10) % 6]
              else (array['DRAFT','SENT','SENT','ACCEPTED','DECLINED','FILED','DRAFT','SENT','ACCEPTED','init'])[1 + (g / 10) % 10] end as status,
         now() - ((${n} - g)::float / ${n}) * interval '1095 days' as created_at,
         c.id as company_id,
         (array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + g % ${WORDS.length}] || ' ' ||
           (array['web','de marca','comercial','anual','integral','express','corporativo'])[1 + (g / 12) % 7] || ' ' || g
           || case when g % 20000 = 11 then ' ${RARE_TERM}' else '' end as name
       from generate_series(1, ${n}) g join seed_companies c on c.n = 1 + (g * 7919) % ${companies}`,
    `insert into projects (id, workspace_id, line_id, company_id, created_by, type, status, name, slug, currency_code, payments_type, payment_plan,
         form_step, valid_until_at, sent_at, finished_at, accepted_at, declined_at, deleted_at, created_at, updated_at)
       select p.id, $1, l.id, p.company_id, $2, p.type, p.status, p.name,
         replace(p.id::text, '-', ''), (array['CLP','CLP','CLP','USD','UF'])[1 + p.n % 5], 'installments', 'installments',
         case when p.status = 'init' then 3 else 6 end,
         case when p.type = 'proposal' and p.status <> 'init' then p.created_at + interval '30 days' end,
         case when p.status in ('SENT','ACCEPTED','DECLINED','FILED') or p.type = 'project' then p.created_at + interval '1 day' end,
         case when p.status <> 'init' then p.created_at end,
         case when p.status = 'ACCEPTED' then p.created_at + interval '5 days' end,
         case when p.status = 'DECLINED' then p.created_at + interval '6 days' end,
         case when p.n % 50 = 25 then p.created_at + interval '60 days' end,
         p.created_at, p.created_at + interval '2 days'
       from seed_projects p join (select id, row_number() over (order by slug)::int - 1 as k from lines where workspace_id = $1) l on l.k = p.n % 5`,
    `insert into project_services (workspace_id, project_id, key, name, description, type, quantity, value, total, position, created_at)
       select $1, p.id, left(md5(p.id::text || k), 5), (array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + (p.n + k) % ${WORDS.length}] || ' ' || k,
         '', 'simple', 1, ((1 + (p.n * k) % 40) * 1000)::numeric, ((1 + (p.n * k) % 40) * 1000)::numeric, k - 1, p.created_at
       from seed_projects p cross join generate_series(1, 2) k`,
    // Ten 10 % instalments, one a month from creation: old portals' past ones are mostly paid.
    `insert into payments (workspace_id, project_id, key, name, amount_type, amount, percent, position, status, due_at, paid_at, created_at)
       select $1, p.id, left(md5(p.id::text || k), 8), 'Cuota ' || k, (array['CLP','CLP','CLP','USD','UF'])[1 + p.n % 5],
         ((1 + p.n % 40) * 1000 + (1 + (p.n * 2) % 40) * 1000)::numeric / 10, 10, k - 1,
         case when p.type = 'project' and date_trunc('day', p.created_at) + k * interval '30 days' < now() and (p.n + k) % 9 <> 0 then 'paid' else 'pending' end,
         (date_trunc('day', p.created_at at time zone 'UTC') + k * interval '30 days') at time zone 'UTC',
         case when p.type = 'project' and date_trunc('day', p.created_at) + k * interval '30 days' < now() and (p.n + k) % 9 <> 0
           then date_trunc('day', p.created_at) + k * interval '30 days' + interval '2 days' end,
         p.created_at
       from seed_projects p cross join generate_series(1, 10) k`,
    `insert into stages (workspace_id, project_id, name, start_date, end_date, position, created_at)
       select $1, p.id, (array['Descubrimiento','Diseño','Desarrollo','Entrega'])[k], (p.created_at + (k - 1) * interval '21 days')::date,
         (p.created_at + (k * 21 - 1) * interval '1 day')::date, k - 1, p.created_at
       from seed_projects p cross join generate_series(1, 4) k where p.type = 'project'`,
    `insert into activities (workspace_id, project_id, user_id, type, data, created_at)
       select $1, p.id, $2, (array['proposal.created','proposal.updated','proposal.sent'])[k], jsonb_build_object('name', p.name), p.created_at + (k - 1) * interval '1 day'
       from seed_projects p cross join generate_series(1, 3) k`,
    // Files (uploads with project_id, as Archivos stores them): contracts, briefs and images, some
    // named with a common search word, a rare one in a handful. Metadata only: the bench never downloads.
    `insert into uploads (workspace_id, user_id, key, directory, original_name, mime_type, size, origin, fileable_id, project_id, created_at)
       select $1, $2, 'project_files/' || replace(p.id::text, '-', '') || '-' || k, 'project_files',
         (array['Contrato firmado','Brief','Diseño final','Factura','Acta de reunión','Fotos de obra'])[1 + (p.n + k) % 6] || ' ' || p.n || '-' || k
           || case when p.n % 20000 = 13 then ' ${RARE_TERM}' else '' end
           || (array['.pdf','.docx','.png','.pdf','.xlsx','.jpg'])[1 + (p.n + k) % 6],
         (array['application/pdf','application/vnd.openxmlformats-officedocument.wordprocessingml.document','image/png','application/pdf',
           'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet','image/jpeg'])[1 + (p.n + k) % 6],
         20000 + (p.n * 37 + k * 101) % 2000000, 'admin', p.id::text, p.id, p.created_at + k * interval '2 days'
       from seed_projects p cross join generate_series(1, 3) k where p.type = 'project' or (k = 1 and p.n % 2 = 0)`,
    `insert into comments (workspace_id, project_id, origin, user_id, author_name, author_email, body, created_at)
       select $1, p.id, 'admin', $2, 'Dueña Escala', '${SCALE_OWNER.email}',
         '¿Revisamos el ' || lower(p.name) || ' el ' || (array['lunes','martes','miércoles','jueves','viernes'])[1 + p.n % 5] || '?', p.created_at + interval '3 days'
       from seed_projects p where p.n % 2 = 0`,
  ];
}

async function seedWorkspace(client, { name, domain, n, ownerEmail, passwordHash }) {
  const { rows: [ws] } = await client.query(
    `insert into workspaces (name, domain, currency_code, default_currency, time_zone, is_subscribed) values ($1, $2, 'CLP', 'CLP', 'America/Santiago', true) returning id`,
    [name, domain],
  );
  const { rows: [owner] } = await client.query(
    `insert into users (name, email, password_hash, email_verified_at, current_workspace_id) values ('Dueña Escala', $1, $2, now(), $3) returning id`,
    [ownerEmail, passwordHash, ws.id],
  );
  await client.query(`insert into memberships (workspace_id, user_id, role) values ($1, $2, 'owner')`, [ws.id, owner.id]);
  await client.query(
    `insert into lines (workspace_id, name, slug, color, badge_color)
       select $1, l.name, l.slug, '#1d4ed8', '#dbeafe' from (values ('Branding','branding'),('Web','web'),('Marketing','marketing'),('Consultoría','consultoria'),('Eventos','eventos')) l(name, slug)`,
    [ws.id],
  );
  await client.query(
    `insert into services (workspace_id, name, type, quantity, value, total, is_public)
       select $1, 'Servicio ' || g, 'simple', 1, g * 1000, g * 1000, g % 2 = 0 from generate_series(1, 50) g`,
    [ws.id],
  );
  await client.query('begin');
  // Each statement gets the parameters it names ($1 workspace, $2 owner); Postgres rejects extras.
  for (const statement of workspaceSql(n)) await client.query(statement, [ws.id, owner.id].slice(0, statement.includes('$2') ? 2 : statement.includes('$1') ? 1 : 0));
  await client.query('commit');
  return ws.id;
}

function parseArgs(argv) {
  const args = { url: process.env.DATABASE_URL ?? null, scale: '100k', reset: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--database-url') args.url = argv[++i];
    else if (argv[i] === '--scale') args.scale = argv[++i];
    else if (argv[i] === '--reset') args.reset = true;
    else throw new Error(`Argumento desconocido: ${argv[i]}`);
  }
  return args;
}

/** Seeds `url` at `scale` ('1k' | '100k'); `reset` empties a database that already has data. */
export async function seedScale({ url, scale, reset, log = console.log }) {
  if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new Error('seed:scale necesita --database-url postgres://…: no siembra PGlite (la escala se mide en PostgreSQL).');
  if (!(scale in SCALES)) throw new Error(`--scale debe ser ${Object.keys(SCALES).join(' o ')}.`);
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [has] } = await client.query(`select to_regclass('public.workspaces') is not null as migrated`);
    if (has.migrated) {
      const { rows: [c] } = await client.query('select count(*)::int as n from workspaces');
      if (c.n > 0 && !reset) throw new Error(`La base de datos ya tiene ${c.n} espacios de trabajo: usa --reset para vaciarla y sembrarla de nuevo.`);
    }
    if (reset) {
      await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
      await client.query(`comment on database "${(await client.query('select current_database() as d')).rows[0].d}" is null`);
    }
    const database = connectPostgres(url);
    await database.migrate();
    await database.close();
    const n = SCALES[scale];
    const passwordHash = await hashPassword(SCALE_OWNER.password);
    await client.query("set synchronous_commit = off; set maintenance_work_mem = '256MB'; select setseed(0.13)");
    const big = await seedWorkspace(client, { name: `Escala ${scale}`, domain: `escala-${scale}`, n, ownerEmail: SCALE_OWNER.email, passwordHash });
    await seedWorkspace(client, { name: 'Vecino pequeño', domain: `vecino-${scale}`, n: 50, ownerEmail: 'owner@vecino.trato.test', passwordHash });
    await client.query('vacuum analyze');
    const dbName = (await client.query('select current_database() as d')).rows[0].d;
    await client.query(`comment on database "${dbName}" is '${seedMark(scale)}'`);
    const { rows: [counts] } = await client.query(
      `select (select count(*) from projects where workspace_id = $1)::int as projects, (select count(*) from payments where workspace_id = $1)::int as payments,
              (select count(*) from companies where workspace_id = $1)::int as companies`,
      [big],
    );
    log(`seed:scale ${scale}: ${counts.projects} propuestas/portales, ${counts.payments} pagos, ${counts.companies} empresas en ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { workspaceId: big };
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await seedScale(parseArgs(process.argv.slice(2)));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
