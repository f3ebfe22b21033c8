import { randomBytes } from 'node:crypto';

/**
 * The writers of the kill test: loops that write through the HTTP API, as clients do, until the
 * server dies under them, and remember what each write was and whether it was acknowledged (2xx).
 */

/** Thrown when a request got no HTTP answer: the write may or may not have happened. */
export class NoAnswer extends Error {}

/** A JSON answer, read field by field as each check needs it. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type Call = { status: number; body: Json };

export async function call(base: string, method: string, path: string, opts: { token?: string; json?: unknown; form?: FormData } = {}): Promise<Call> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${base}/api${path}`, { method, headers, body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)) });
    text = await res.text();
  } catch (err) {
    throw new NoAnswer(`${method} ${path}: ${(err as Error).message}`);
  }
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A call that must succeed (set-up and checks, never interrupted). */
export async function ok(base: string, method: string, path: string, opts: Parameters<typeof call>[3] = {}): Promise<Json> {
  const res = await call(base, method, path, opts);
  if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(res.body).slice(0, 400)}`);
  return res.body;
}

export const SERVICES = [
  { name: 'Logo', type: 'simple', total: '150000' },
  { name: 'Horas de diseño', type: 'hours', quantity: '2.5', quantity_type: 'horas', value: '40000' },
];
export const PLAN = {
  type: null,
  plan: 'fiftyFifty',
  payments: [
    { key: 'anticipo01', name: 'Anticipo', amount: '125000', percent: '50', status: 'pending', due_at: null },
    { key: 'entrega001', name: 'Entrega', amount: '125000', percent: '50', status: 'pending', due_at: null },
  ],
};

export type Workspace = { id: string; token: string; lineId: string; companyId: string; threadId: string; threadSlug: string };

/** Every write the writers tried: `acked` once a 2xx came back, false while none did. */
export type Ledger = {
  /**
 * Proposals whose creation was acknowledged, with each PUT of name, services and plan sent to them:
 * creating returns an untouched draft again (untouched-drafts.ts), so two writers may price one.
 */
  proposals: Map<string, { puts: { marker: string; acked: boolean }[]; sent: boolean }>;
  comments: { marker: string; acked: boolean }[];
  uploads: { bytes: Buffer; acked: boolean; url: string | null }[];
  unanswered: number;
  /** Acknowledged writes so far, of any kind: the kill waits for the first of each cycle. */
  acks: number;
  /**
   * Proposals this cycle may still send; later ones are finished and left unsent. The app lets a
   * workspace send SENDS_PER_HOUR proposals an hour, and on a fast machine 20 cycles of two writers
   * went past it (429) — so the proof spreads that allowance over its cycles (kill.proof.ts).
   */
  sendsLeft: number;
};

export const newLedger = (): Ledger => ({ proposals: new Map(), comments: [], uploads: [], unanswered: 0, acks: 0, sendsLeft: 0 });

const marker = (kind: string) => `${kind}-${randomBytes(6).toString('hex')}`;

/** Create → price (name, services and the 50/50 plan in one PUT) → finish → send (email, audit event) while the cycle's sends last. */
async function proposalWriter(base: string, ws: Workspace, ledger: Ledger): Promise<void> {
  for (;;) {
    const created = await call(base, 'POST', '/v1/proposals?status=init', { token: ws.token, json: { line_id: ws.lineId } });
    if (created.status !== 201 && created.status !== 200) throw new Error(`create → ${created.status}: ${JSON.stringify(created.body)}`);
    const id = created.body.data.id as string;
    const entry = ledger.proposals.get(id) ?? { puts: [], sent: false };
    ledger.proposals.set(id, entry);
    const put = { marker: marker('propuesta'), acked: false };
    entry.puts.push(put);
    const body = { name: put.marker, company_id: ws.companyId, services: SERVICES, payments: PLAN };
    await ok(base, 'PUT', `/v1/proposals/${id}`, { token: ws.token, json: body });
    put.acked = true;
    ledger.acks++;
    await ok(base, 'POST', `/v1/proposal-form/${id}/finish`, { token: ws.token });
    if (ledger.sendsLeft <= 0) continue;
    ledger.sendsLeft--;
    await ok(base, 'POST', `/v1/proposals/${id}/send`, { token: ws.token, json: {} });
    entry.sent = true;
  }
}

async function commentWriter(base: string, ws: Workspace, ledger: Ledger): Promise<void> {
  for (;;) {
    const entry = { marker: marker('comentario'), acked: false };
    ledger.comments.push(entry);
    await ok(base, 'POST', '/v1/comments', { token: ws.token, json: { type: 'proposal', proposalId: ws.threadSlug, origin: 'admin', body: entry.marker } });
    entry.acked = true;
    ledger.acks++;
  }
}

/** A PDF of ~256 KB whose bytes are unique to this write, so a truncated or swapped file shows. */
async function uploadWriter(base: string, ws: Workspace, ledger: Ledger): Promise<void> {
  for (;;) {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(256 * 1024), Buffer.from('\n%%EOF\n')]);
    const entry = { bytes, acked: false, url: null as string | null };
    ledger.uploads.push(entry);
    const form = new FormData();
    form.set('directory', 'files');
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'contrato.pdf');
    entry.url = (await ok(base, 'POST', '/v1/upload/file', { token: ws.token, form })).data as string;
    entry.acked = true;
    ledger.acks++;
  }
}

/**
 * Runs every writer until the server stops answering. A writer ends at its first unanswered
 * request (NoAnswer); any other failure (a 4xx or 5xx while the server is up) fails the test.
 */
export async function writeUntilKilled(base: string, ws: Workspace, ledger: Ledger): Promise<void> {
  const writers = [proposalWriter, proposalWriter, commentWriter, uploadWriter].map((w) =>
    w(base, ws, ledger).catch((err: unknown) => {
      if (!(err instanceof NoAnswer)) throw err;
      ledger.unanswered++;
    }),
  );
  await Promise.all(writers);
}
