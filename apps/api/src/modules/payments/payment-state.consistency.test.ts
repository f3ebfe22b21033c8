import { describe, expect, it } from 'vitest';
import { formatMoney } from '@trato/domain/money-format';
import { PAYMENT_STATE_LABELS, paymentStateSentence, type PaymentState } from '@trato/domain/payments/overdue';
import { useTestApp } from '../../../test/app.ts';
import { parseEvents, unescapeText } from '../calendar-feed/ics-parse.ts';
import { signedPortal } from '../portal/portal.fixtures.ts';
import { api, paymentsOf, setPaymentRow, testClock } from './payments.fixtures.ts';

/**
 * Issue 30 §1, decision 0062: one payment, one state, everywhere. A client's portal has a paid, an
 * overdue and a pending payment; every API that returns them — staff and client, calendar and feed —
 * must say the same state and amount for each. Today is frozen at 26 November 2026 in Santiago.
 */
const clock = testClock('2026-11-26T15:00:00Z');
const t = useTestApp({}, { clock: clock.now });
const { get, post } = api(t);

type Seen = { state: PaymentState | undefined; amount: string };
type Row = { id: string; state?: PaymentState; amount: string };

/** The three payments as each surface must show them: [id, state, amount]. */
async function threePayments() {
  const p = await signedPortal(t, { name: 'Portal Consistencia' });
  const [advance, second, last] = await paymentsOf(t, p.project);
  await setPaymentRow(t, advance!.id, { dueAt: '2026-11-01', status: 'paid' });
  await setPaymentRow(t, second!.id, { dueAt: '2026-11-20' });
  await setPaymentRow(t, last!.id, { dueAt: '2026-12-10' });
  const expected: Record<string, Seen> = {
    [advance!.id]: { state: 'paid', amount: advance!.amount },
    [second!.id]: { state: 'overdue', amount: second!.amount },
    [last!.id]: { state: 'pending', amount: last!.amount },
  };
  return { p, expected, ids: [advance!.id, second!.id, last!.id] };
}

/** The rows of one surface that are our payments, as id → { state, amount }. */
const seen = (rows: Row[], ids: string[]): Record<string, Seen> =>
  Object.fromEntries(rows.filter((r) => ids.includes(r.id)).map((r) => [r.id, { state: r.state, amount: r.amount }]));

const ok = async (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a payment has one state on every surface (issue 30 §1)', () => {
  it('paid, overdue and pending read the same with the same amount: staff, client, calendar, feed', async () => {
    const { p, expected, ids } = await threePayments();
    const staff = p.owner.headers;
    const client = p.headers;

    const surfaces: Record<string, Row[]> = {
      'GET /payments': (await ok(await get(staff, `/api/v1/payments?project_id=${p.project}`))).data,
      'GET /projects/{id}': (await ok(await get(staff, `/api/v1/projects/${p.project}`))).data.payments.payments,
      'GET /projects/{id}/client': (await ok(await get(staff, `/api/v1/projects/${p.project}/client`))).data.payments.payments,
      'GET /companies/{id}/payments': (await ok(await get(staff, `/api/v1/companies/${p.company.id}/payments`))).data,
      'GET /customer/projects/{id}': (await ok(await get(client, `/api/v1/customer/projects/${p.project}`))).data.payments.payments,
      'GET /customer/payments': (await ok(await get(client, `/api/v1/customer/payments?project_id=${p.project}`))).data,
      'GET /dashboard/calendar': (await ok(await get(staff, '/api/v1/dashboard/calendar?start_date=2026-11-01&end_date=2026-12-31'))).events,
      'GET /dashboard/calendar per_day': (await ok(await get(staff, '/api/v1/dashboard/calendar?start_date=2026-11-01&end_date=2026-12-31&per_day=5'))).events,
    };
    for (const [surface, rows] of Object.entries(surfaces)) expect({ surface, payments: seen(rows, ids) }).toEqual({ surface, payments: expected });
    for (const id of ids) {
      const one = (await ok(await get(staff, `/api/v1/payments/${id}`))).data as Row;
      expect({ surface: 'GET /payments/{id}', payments: seen([one], ids) }).toEqual({ surface: 'GET /payments/{id}', payments: { [id]: expected[id] } });
    }

    // The old boolean of /payments says the same as the state.
    for (const row of surfaces['GET /payments']!) expect((row as Row & { overdue: boolean }).overdue).toBe(row.state === 'overdue');
    // status=overdue (the SQL filter) lists exactly the payment whose state is overdue.
    const overdueOnly = (await ok(await get(staff, `/api/v1/payments?project_id=${p.project}&status=overdue`))).data as Row[];
    expect(overdueOnly.map((r) => r.id)).toEqual([ids[1]]);

    // The iCalendar feed: the same word in the summary and the calm sentence with the amount in the description.
    const feed = (await post(staff, '/api/v1/calendar/feed')).json().data as { url: string };
    const ics = await get({}, new URL(feed.url).pathname);
    expect(ics.statusCode, ics.body).toBe(200);
    const events = parseEvents(ics.body);
    for (const [i, id] of ids.entries()) {
      const event = events.find((e) => e.get('UID')!.value === `payment-${id}@trato`)!;
      const { state, amount } = expected[id]!;
      const name = ['Anticipo', 'Segundo pago', 'Entrega'][i]!;
      const suffix = state === 'pending' ? '' : ` (${PAYMENT_STATE_LABELS[state!].toLowerCase()})`;
      expect(unescapeText(event.get('SUMMARY')!.value)).toBe(`Pago: ${name}${suffix} — Portal Consistencia`);
      const due = { paid: '2026-11-01', overdue: '2026-11-20', pending: '2026-12-10' }[state!];
      expect(unescapeText(event.get('DESCRIPTION')!.value)).toBe(`${paymentStateSentence(state!, due)} · ${formatMoney(amount, 'CLP')}`);
    }
    expect(unescapeText(events.find((e) => e.get('UID')!.value === `payment-${ids[1]}@trato`)!.get('DESCRIPTION')!.value)).toMatch(/^Vencido el 20 de noviembre de 2026 · /);

    // Search finds the portal, and no result of it is a payment or words one differently (search returns no payments).
    const found = (await ok(await get(staff, '/api/v1/search?query=Consistencia'))).data as { type: string; title: string; subtitle: string }[];
    expect(found.some((r) => r.type === 'project' && r.title === 'Portal Consistencia')).toBe(true);
    expect(found.filter((r) => /Pendiente|Vencido|Pagado/.test(`${r.title} ${r.subtitle}`))).toEqual([]);
  });

  it("moves with the workspace's today: due 10 December, pending until that day ends in Santiago, then overdue everywhere", async () => {
    const { p, ids } = await threePayments();
    const last = ids[2]!;
    const states = async () => [
      (await ok(await get(p.owner.headers, `/api/v1/payments/${last}`))).data.state,
      (await ok(await get(p.owner.headers, `/api/v1/projects/${p.project}`))).data.payments.payments[2].state,
      (await ok(await get(p.headers, `/api/v1/customer/payments?project_id=${p.project}`))).data[2].state,
      (await ok(await get(p.owner.headers, '/api/v1/dashboard/calendar?start_date=2026-12-10&end_date=2026-12-10'))).events.find((e: Row) => e.id === last).state,
    ];
    // 10 December 23:30 in Santiago is already the 11th in UTC: still the due day where the workspace is.
    clock.set('2026-12-11T02:30:00Z');
    expect(await states()).toEqual(['pending', 'pending', 'pending', 'pending']);
    clock.set('2026-12-11T15:00:00Z');
    expect(await states()).toEqual(['overdue', 'overdue', 'overdue', 'overdue']);
    clock.set('2026-11-26T15:00:00Z');
  });
});
