import { describe, expect, it } from 'vitest';
import { PAYMENTS_MESSAGES as M } from '@trato/domain/payments/messages';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, getWorkspace } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { api, type Json } from './payments.fixtures.ts';

const t = useTestApp();
const { get, put } = api(t);
const rateOf = (list: Json[], code: string) => list.find((r) => r.currency_code === code);

describe('GET/PUT /v1/currencies (the USD rate table)', () => {
  it('lists the nine SPEC currencies with the built-in defaults', async () => {
    const owner = await createOwner(t.db);
    const res = await get(owner.headers, '/api/v1/currencies');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Json[];
    expect(data.map((r) => r.currency_code)).toEqual(['UF', 'CLP', 'USD', 'EUR', 'MXN', 'ARS', 'PEN', 'COP', 'BOB']);
    expect(rateOf(data, 'USD')).toEqual({ currency_code: 'USD', name: 'Dólar estadounidense (USD)', usd_per_unit: '1', is_default: true, updated_at: null });
  });

  it('upserts rates, null goes back to the default, the rest stay; another workspace is untouched', async () => {
    const owner = await createOwner(t.db);
    const other = await createOwner(t.db);
    const first = await put(owner.headers, '/api/v1/currencies', { rates: [{ currency_code: 'CLP', usd_per_unit: '0,0011' }, { currency_code: 'EUR', usd_per_unit: 1.2 }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(rateOf(first.json().data, 'CLP')).toMatchObject({ usd_per_unit: '0.0011', is_default: false });
    const second = await put(owner.headers, '/api/v1/currencies', { rates: [{ currency_code: 'CLP', usd_per_unit: '0.00098' }, { currency_code: 'EUR', usd_per_unit: null }] });
    expect(rateOf(second.json().data, 'CLP')).toMatchObject({ usd_per_unit: '0.00098', is_default: false });
    expect(rateOf(second.json().data, 'EUR')).toMatchObject({ usd_per_unit: '1.16', is_default: true });
    expect(rateOf((await get(other.headers, '/api/v1/currencies')).json().data, 'CLP')).toMatchObject({ usd_per_unit: '0.00105', is_default: true });
  });

  it('PUT /v1/workspace with no known field answers the workspace unchanged, not 500', async () => {
    const owner = await createOwner(t.db);
    const before = await getWorkspace(t.db, owner.workspace.id);
    for (const [url, payload] of [['/api/v1/workspace', {}], ['/api/v1/workspace', { desconocido: 'x' }]] as const) {
      const res = await put(owner.headers, url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.json().data).toMatchObject({ id: owner.workspace.id, name: before.name });
    }
    expect(await getWorkspace(t.db, owner.workspace.id)).toEqual(before);
  });

  it('still sets the workspace currency with { currency } (the settings page)', async () => {
    const owner = await createOwner(t.db);
    const res = await put(owner.headers, '/api/v1/currencies', { currency: 'USD' });
    expect(res.json().data).toMatchObject({ default_currency: 'USD', time_zone: 'America/Santiago' });
  });

  it('422 in Spanish for bad rates; 403 for a member; 401 without a session', async () => {
    const owner = await createOwner(t.db);
    expectError(await put(owner.headers, '/api/v1/currencies', { rates: [{ currency_code: 'CLP', usd_per_unit: '0' }] }), 422, 'VALIDATION_ERROR', { field: 'rates.0.usd_per_unit', message: M.rateInvalid });
    expectError(await put(owner.headers, '/api/v1/currencies', { rates: [{ currency_code: 'CLP', usd_per_unit: 'abc' }] }), 422, 'VALIDATION_ERROR', { field: 'rates.0.usd_per_unit' });
    expectError(await put(owner.headers, '/api/v1/currencies', { rates: [{ currency_code: 'BTC', usd_per_unit: '1' }] }), 422, 'VALIDATION_ERROR', { field: 'rates.0.currency_code', message: M.currencyInvalid });
    expectError(await put(owner.headers, '/api/v1/currencies', { rates: [{ currency_code: 'CLP', usd_per_unit: '1' }, { currency_code: 'CLP', usd_per_unit: '2' }] }), 422, 'VALIDATION_ERROR', { field: 'rates', message: M.rateDuplicate });
    expectError(await put(owner.headers, '/api/v1/currencies', { rates: 'x' }), 422, 'VALIDATION_ERROR', { field: 'rates' });
    const member = await createMember(t.db, owner.workspace.id, 'member');
    expectError(await put(member.headers, '/api/v1/currencies', { rates: [{ currency_code: 'CLP', usd_per_unit: '1' }] }), 403, 'FORBIDDEN');
    expect((await get(member.headers, '/api/v1/currencies')).statusCode).toBe(200);
    expectError(await get({}, '/api/v1/currencies'), 401, 'UNAUTHENTICATED');
    expectError(await put({}, '/api/v1/currencies', { rates: [] }), 401, 'UNAUTHENTICATED');
  });
});

describe('workspace time zone (PUT /v1/workspace)', () => {
  it('accepts an IANA name and returns it; refuses another in Spanish', async () => {
    const owner = await createOwner(t.db);
    const res = await put(owner.headers, '/api/v1/workspace', { time_zone: 'America/Mexico_City' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.time_zone).toBe('America/Mexico_City');
    expect((await getWorkspace(t.db, owner.workspace.id)).timeZone).toBe('America/Mexico_City');
    expectError(await put(owner.headers, '/api/v1/workspace', { time_zone: 'Marte/Olimpo' }), 422, 'VALIDATION_ERROR', { field: 'time_zone', message: M.timeZoneInvalid });
    const me = await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: owner.headers });
    expect(me.json().workspace.time_zone).toBe('America/Mexico_City');
  });
});
