import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { activities, bankAccounts, collectionSettings } from '../../db/schema/index.ts';
import { addCompany, addLine, readyProposal } from '../proposals/proposals.fixtures.ts';
import { UNREADABLE_CREDENTIALS } from './collections.queries.ts';

// Settings «Cobros» (collections.routes.ts, decision 0067) on one database for the file.
const t = useTestApp();

const MP_TOKEN = 'APP_USR-8123456789012345-112233-abcdef0123456789abcdef0123456789-1234';
const MP_WEBHOOK = 'mpwebhook0123456789abcdefSECRET';
const STRIPE_KEY = 'sk_live_51AbCdEfGhIjKlMnOpQrStUvWx9876';
const STRIPE_WEBHOOK = 'whsec_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const SECRETS = [MP_TOKEN, MP_WEBHOOK, STRIPE_KEY, STRIPE_WEBHOOK];

const IDENTITY = {
  legal_name: 'Estudio Núñez SpA',
  tax_country: 'CL',
  tax_id: '76.123.456-0',
  address: 'Av. Providencia 1234, Santiago',
  contact_email: 'Cobros@Estudio.cl',
  contact_phone: '+56 9 1234 5678',
};
const ACCOUNT = {
  bank: 'Banco de Chile',
  account_type: 'checking',
  number: '00-123-45678-09',
  holder: 'Estudio Núñez SpA',
  holder_tax_id: '76.123.456-0',
  proof_email: 'pagos@estudio.cl',
  currency: 'CLP',
};

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/collections${url}`, headers, ...(payload && { payload }) });
const read = async (headers: Headers) => (await call('GET', '', headers)).json().data;
const activityRows = (workspaceId: string) => t.db.select().from(activities).where(eq(activities.workspaceId, workspaceId));

describe('settings «Cobros»: identity and bank accounts', () => {
  it('starts empty, saves the identity (tax id stored without dots) and records it in the activity', async () => {
    const { workspace, headers } = await createOwner(t.db, { workspace: { defaultCurrency: 'CLP' } });
    const empty = await read(headers);
    expect(empty).toMatchObject({ identity: null, bank_accounts: [], providers: { mercadopago: { connected: false }, stripe: { connected: false } } });
    expect(empty.currencies.map((c: { currency: string }) => c.currency)).toEqual(['CLP']);

    const res = await call('PUT', '/identity', headers, IDENTITY);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.identity).toEqual({ ...IDENTITY, tax_id: '76123456-0', tax_id_label: 'RUT', contact_email: 'cobros@estudio.cl' });
    const again = await call('PUT', '/identity', headers, { ...IDENTITY, address: '', contact_phone: '' });
    expect(again.json().data.identity).toMatchObject({ address: null, contact_phone: null });
    expect((await activityRows(workspace.id)).map((a) => [a.type, a.data.name])).toEqual([
      ['collections.identity_updated', IDENTITY.legal_name],
      ['collections.identity_updated', IDENTITY.legal_name],
    ]);
  });

  it('refuses a tax id that does not fit its country, and other bad fields, in Spanish (422)', async () => {
    const { headers } = await createOwner(t.db);
    expectError(await call('PUT', '/identity', headers, { ...IDENTITY, tax_id: '76.123.456-1' }), 422, 'VALIDATION_ERROR', {
      field: 'tax_id',
      message: 'El RUT no es válido: revisa los números y el dígito verificador (por ejemplo, 76.123.456-0).',
    });
    expectError(await call('PUT', '/identity', headers, { ...IDENTITY, tax_country: 'MX', tax_id: '76.123.456-0' }), 422, 'VALIDATION_ERROR', {
      field: 'tax_id',
      message: 'El RFC no es válido: son 3 o 4 letras, la fecha (AAMMDD) y 3 caracteres (por ejemplo, ABC010203AB1).',
    });
    expectError(await call('PUT', '/identity', headers, { ...IDENTITY, legal_name: ' ' }), 422, 'VALIDATION_ERROR', { field: 'legal_name', message: 'Ingresa la razón social o tu nombre.' });
    expectError(await call('PUT', '/identity', headers, { ...IDENTITY, contact_phone: 'llámame' }), 422, 'VALIDATION_ERROR', { field: 'contact_phone' });
    expectError(await call('POST', '/bank-accounts', headers, { ...ACCOUNT, currency: 'UF' }), 422, 'VALIDATION_ERROR', {
      field: 'currency',
      message: 'Una cuenta bancaria no se lleva en UF: elige la moneda en que recibes las transferencias.',
    });
    expectError(await call('POST', '/bank-accounts', headers, { ...ACCOUNT, proof_email: 'no-es-correo' }), 422, 'VALIDATION_ERROR', { field: 'proof_email', message: 'Ingresa un correo válido.' });
    expect(await read(headers)).toMatchObject({ identity: null, bank_accounts: [] });
  });

  it('adds, edits and deletes bank accounts; a transfer is on for the currencies that have one', async () => {
    const { workspace, headers } = await createOwner(t.db, { workspace: { defaultCurrency: 'CLP' } });
    const created = await call('POST', '/bank-accounts', headers, ACCOUNT);
    expect(created.statusCode).toBe(201);
    const [account] = created.json().data.bank_accounts;
    expect(account).toEqual({ id: expect.any(String), ...ACCOUNT });
    const usd = await call('POST', '/bank-accounts', headers, { ...ACCOUNT, bank: 'Banco Santander', currency: 'USD' });
    const data = usd.json().data;
    expect(data.bank_accounts.map((a: { bank: string }) => a.bank)).toEqual(['Banco de Chile', 'Banco Santander']);
    const transferIn = (d: typeof data, c: string) => d.currencies.find((x: { currency: string }) => x.currency === c).methods.find((m: { method: string }) => m.method === 'transfer');
    expect(transferIn(data, 'CLP')).toEqual({ method: 'transfer', available: true, reason: null });
    expect(transferIn(data, 'USD')).toEqual({ method: 'transfer', available: true, reason: null });

    const edited = await call('PUT', `/bank-accounts/${account.id}`, headers, { ...ACCOUNT, number: '99-999-99999-99' });
    expect(edited.json().data.bank_accounts[0]).toMatchObject({ id: account.id, number: '99-999-99999-99' });
    const removed = await call('DELETE', `/bank-accounts/${account.id}`, headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.bank_accounts.map((a: { bank: string }) => a.bank)).toEqual(['Banco Santander']);
    expect(transferIn(removed.json().data, 'CLP')).toEqual({ method: 'transfer', available: false, reason: 'No hay una cuenta bancaria en CLP.' });
    expect((await activityRows(workspace.id)).map((a) => [a.type, a.data.name]).sort()).toEqual(
      [
        ['collections.bank_account_added', 'Banco de Chile · CLP'],
        ['collections.bank_account_added', 'Banco Santander · USD'],
        ['collections.bank_account_updated', 'Banco de Chile · CLP'],
        ['collections.bank_account_removed', 'Banco de Chile · CLP'],
      ].sort(),
    );
  });

  it("another workspace's bank account is a 404, and is left as it was", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const [account] = (await call('POST', '/bank-accounts', a.headers, ACCOUNT)).json().data.bank_accounts;
    expectError(await call('PUT', `/bank-accounts/${account.id}`, b.headers, { ...ACCOUNT, number: '11-111-11111-11' }), 404, 'NOT_FOUND', { message: 'No encontramos esa cuenta bancaria.' });
    expectError(await call('DELETE', `/bank-accounts/${account.id}`, b.headers), 404, 'NOT_FOUND');
    const bRead = await call('GET', '', b.headers);
    expect(leaksNothing(bRead.body, [account.id, ACCOUNT.number])).toBe(true);
    expect((await read(a.headers)).bank_accounts).toEqual([account]);
  });
});

describe('settings «Cobros»: provider credentials', () => {
  it('saves Mercado Pago and Stripe: connected, mode and last 4 only; never a secret in any answer or in the activity', async () => {
    const { workspace, headers } = await createOwner(t.db, { workspace: { defaultCurrency: 'CLP' } });
    const answers: string[] = [];
    const mp = await call('PUT', '/mercadopago', headers, { access_token: MP_TOKEN, webhook_secret: MP_WEBHOOK, mode: 'production' });
    answers.push(mp.body);
    expect(mp.statusCode).toBe(200);
    expect(mp.json().data.providers.mercadopago).toEqual({ connected: true, mode: 'production', last4: '1234', problem: null });
    const stripe = await call('PUT', '/stripe', headers, { secret_key: STRIPE_KEY, webhook_secret: STRIPE_WEBHOOK });
    answers.push(stripe.body);
    expect(stripe.json().data.providers.stripe).toEqual({ connected: true, mode: 'production', last4: '9876', problem: null });
    const got = await call('GET', '', headers);
    answers.push(got.body);
    expect(got.json().data.currencies).toEqual([
      {
        currency: 'CLP',
        methods: [
          { method: 'mercadopago', available: true, reason: null },
          { method: 'stripe', available: true, reason: null },
          { method: 'transfer', available: false, reason: 'No hay una cuenta bancaria en CLP.' },
        ],
      },
    ]);
    const replaced = await call('PUT', '/mercadopago', headers, { access_token: MP_TOKEN.replace(/1234$/, '5678'), webhook_secret: MP_WEBHOOK, mode: 'test' });
    answers.push(replaced.body);
    expect(replaced.json().data.providers.mercadopago).toEqual({ connected: true, mode: 'test', last4: '5678', problem: null });
    const feed = await t.app.inject({ method: 'GET', url: '/api/v1/activities', headers });
    answers.push(feed.body);

    for (const body of answers) expect(leaksNothing(body, SECRETS), body).toBe(true);
    const rows = await activityRows(workspace.id);
    expect(rows.map((a) => [a.type, a.data.name]).sort()).toEqual(
      [
        ['collections.provider_connected', 'Mercado Pago'],
        ['collections.provider_connected', 'Stripe'],
        ['collections.provider_replaced', 'Mercado Pago'],
      ].sort(),
    );
    expect(leaksNothing(JSON.stringify(rows), [...SECRETS, MP_TOKEN.replace(/1234$/, '5678')])).toBe(true);
  });

  it('keeps only ciphertext in the database, and a ciphertext altered or moved to another workspace is refused', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    await call('PUT', '/mercadopago', a.headers, { access_token: MP_TOKEN, webhook_secret: MP_WEBHOOK, mode: 'test' });
    const [row] = await t.db.select().from(collectionSettings).where(eq(collectionSettings.workspaceId, a.workspace.id));
    const sealed = row!.mercadopagoCredentials!;
    expect(sealed).toMatch(/^v1\./);
    expect(leaksNothing(JSON.stringify(row), [...SECRETS, MP_TOKEN.slice(0, 12), MP_TOKEN.slice(-12)])).toBe(true);

    // Copied as is into another workspace's row: bound to A, it does not open for B.
    await t.db.insert(collectionSettings).values({ workspaceId: b.workspace.id, mercadopagoCredentials: sealed, mercadopagoMode: 'test' });
    expect((await read(b.headers)).providers.mercadopago).toEqual({ connected: false, mode: null, last4: null, problem: UNREADABLE_CREDENTIALS });

    // One character of the ciphertext changed: the tag refuses it, and Mercado Pago is off.
    // (A middle character: the last one of base64url may only carry padding bits.)
    const at = sealed.length - 10;
    const altered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    await t.db.update(collectionSettings).set({ mercadopagoCredentials: altered }).where(eq(collectionSettings.workspaceId, a.workspace.id));
    const tampered = await read(a.headers);
    expect(tampered.providers.mercadopago).toEqual({ connected: false, mode: null, last4: null, problem: UNREADABLE_CREDENTIALS });
  });

  it('removes credentials (once recorded); refuses bad ones in Spanish (422)', async () => {
    const { workspace, headers } = await createOwner(t.db);
    expectError(await call('PUT', '/mercadopago', headers, { access_token: 'abc', webhook_secret: MP_WEBHOOK, mode: 'test' }), 422, 'VALIDATION_ERROR', {
      field: 'access_token',
      message: 'El access token de Mercado Pago empieza con APP_USR- o TEST- (lo encuentras en Tus integraciones › Credenciales).',
    });
    expectError(await call('PUT', '/mercadopago', headers, { access_token: MP_TOKEN, webhook_secret: MP_WEBHOOK, mode: 'live' }), 422, 'VALIDATION_ERROR', { field: 'mode', message: 'Elige el modo: prueba o producción.' });
    expectError(await call('PUT', '/stripe', headers, { secret_key: 'pk_live_1234567890abcdefgh', webhook_secret: STRIPE_WEBHOOK }), 422, 'VALIDATION_ERROR', {
      field: 'secret_key',
      message: 'La clave secreta de Stripe empieza con sk_test_, sk_live_, rk_test_ o rk_live_.',
    });
    await call('PUT', '/stripe', headers, { secret_key: STRIPE_KEY.replace('live', 'test'), webhook_secret: STRIPE_WEBHOOK });
    expect((await read(headers)).providers.stripe).toMatchObject({ connected: true, mode: 'test' });
    const removed = await call('DELETE', '/stripe', headers);
    expect(removed.json().data.providers.stripe).toEqual({ connected: false, mode: null, last4: null, problem: null });
    expect((await call('DELETE', '/stripe', headers)).statusCode).toBe(200);
    const [row] = await t.db.select().from(collectionSettings).where(eq(collectionSettings.workspaceId, workspace.id));
    expect(row!.stripeCredentials).toBeNull();
    expect((await activityRows(workspace.id)).map((a) => a.type)).toEqual(['collections.provider_connected', 'collections.provider_removed']);
  });
});

describe('settings «Cobros»: the currencies the workspace uses', () => {
  it("lists a quote's currency with why a method cannot take it, until the quote goes to the trash", async () => {
    // A quote made in dollars (a new quote takes the workspace's currency), then the workspace moves to pesos.
    const owner = await createOwner(t.db, { workspace: { defaultCurrency: 'USD' } });
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const quote = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, finish: false });
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/currencies', headers: owner.headers, payload: { currency: 'CLP' } })).statusCode).toBe(200);
    expect((await read(owner.headers)).currencies.map((c: { currency: string }) => c.currency)).toEqual(['CLP', 'USD']);
    const usd = (await read(owner.headers)).currencies.find((c: { currency: string }) => c.currency === 'USD');
    expect(usd.methods.map((m: { reason: string | null }) => m.reason)).toEqual(['Mercado Pago no cobra en USD.', 'Stripe no está conectado.', 'No hay una cuenta bancaria en USD.']);
    const trashed = await t.app.inject({ method: 'DELETE', url: `/api/v1/proposals/${quote.id}`, headers: owner.headers });
    expect(trashed.statusCode, trashed.body).toBeLessThan(300);
    expect((await read(owner.headers)).currencies.map((c: { currency: string }) => c.currency)).toEqual(['CLP']);
  });
});

describe('settings «Cobros»: who may', () => {
  it('401 without a session; a member reads the section but may change nothing (403); an admin may', async () => {
    const { workspace, headers } = await createOwner(t.db);
    expectError(await call('GET', '', {}), 401, 'UNAUTHENTICATED');
    expectError(await call('PUT', '/mercadopago', {}, { access_token: MP_TOKEN, webhook_secret: MP_WEBHOOK, mode: 'test' }), 401, 'UNAUTHENTICATED');
    const [account] = (await call('POST', '/bank-accounts', headers, ACCOUNT)).json().data.bank_accounts;
    await call('PUT', '/mercadopago', headers, { access_token: MP_TOKEN, webhook_secret: MP_WEBHOOK, mode: 'test' });

    const member = await createMember(t.db, workspace.id, 'member', { password: null });
    const seen = await call('GET', '', bearer(member.token));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.providers.mercadopago).toMatchObject({ connected: true, last4: '1234' });
    expect(leaksNothing(seen.body, SECRETS)).toBe(true);
    const m = bearer(member.token);
    expectError(await call('PUT', '/identity', m, IDENTITY), 403, 'FORBIDDEN');
    expectError(await call('POST', '/bank-accounts', m, ACCOUNT), 403, 'FORBIDDEN');
    expectError(await call('PUT', `/bank-accounts/${account.id}`, m, ACCOUNT), 403, 'FORBIDDEN');
    expectError(await call('DELETE', `/bank-accounts/${account.id}`, m), 403, 'FORBIDDEN');
    expectError(await call('PUT', '/mercadopago', m, { access_token: MP_TOKEN, webhook_secret: MP_WEBHOOK, mode: 'production' }), 403, 'FORBIDDEN');
    expectError(await call('DELETE', '/mercadopago', m), 403, 'FORBIDDEN');
    expectError(await call('PUT', '/stripe', m, { secret_key: STRIPE_KEY, webhook_secret: STRIPE_WEBHOOK }), 403, 'FORBIDDEN');
    expectError(await call('DELETE', '/stripe', m), 403, 'FORBIDDEN');
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.workspaceId, workspace.id))).toHaveLength(1);
    expect((await read(headers)).providers.mercadopago).toMatchObject({ connected: true, mode: 'test' });

    const admin = await createMember(t.db, workspace.id, 'admin', { password: null });
    const off = await call('DELETE', '/mercadopago', bearer(admin.token));
    expect(off.json().data.providers.mercadopago.connected).toBe(false);
  });
});
