import { describe, expect, it } from 'vitest';
import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { formatDay } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { eventDetail, eventName, eventTone } from './event-text.ts';

const project = { id: 'p1', name: 'Panadería Aurora', type: 'project' as const };
const payment: CalendarEventDto = { id: 'a', type: 'payment', title: 'Anticipo', start: '2026-12-01', end: '2026-12-01', all_day: true, project, status: 'pending', amount: '135000.60', amount_type: 'CLP', url: '/projects/p1' };
const stage: CalendarEventDto = { id: 'b', type: 'stage', title: 'Diseño', start: '2026-12-03', end: '2026-12-10', all_day: true, project, status: 'in_progress', url: '/projects/p1' };

describe('calendar event text', () => {
  it('names events as the feed does and details them in Spanish', () => {
    expect(eventName(payment)).toBe('Pago: Anticipo — Panadería Aurora');
    expect(eventName(stage)).toBe('Etapa: Diseño — Panadería Aurora');
    expect(eventDetail(payment)).toBe(`${formatDay('2026-12-01')} · ${formatMoney('135000.60', 'CLP')} · Pendiente`);
    expect(eventDetail(stage)).toBe('3 de diciembre de 2026 – 10 de diciembre de 2026 · En curso');
  });

  it("says an overdue payment is Vencido, the API's state, as /payments and the portal do", () => {
    const overdue: CalendarEventDto = { ...payment, state: 'overdue' };
    expect(eventDetail(overdue)).toBe(`${formatDay('2026-12-01')} · ${formatMoney('135000.60', 'CLP')} · Vencido`);
    expect(eventTone(overdue)).toContain('text-danger');
  });

  it('fades a paid payment', () => {
    expect(eventTone({ ...payment, status: 'paid' })).toContain('line-through');
    expect(eventTone(payment)).not.toContain('line-through');
  });
});
