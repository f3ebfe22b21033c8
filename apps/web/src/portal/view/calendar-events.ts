import { formatMoney } from '@trato/domain/money-format';
import type { PaymentState } from '@trato/domain/payments/overdue';
import type { PortalProjectDto } from '@trato/domain/portal/dto';

/** SPEC §3 calendar event: type payment or stage. Days are 'YYYY-MM-DD'; a payment keeps the API's state (decision 0062). */
export type CalendarEvent = { id: string; type: 'payment' | 'stage'; title: string; detail: string; start: string; end: string; done: boolean; state?: PaymentState };

/** The project's payments (on their due day) and stages (over their dates) as calendar events. */
export function projectEvents(project: PortalProjectDto): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const p of project.payments.payments) {
    if (!p.due_at) continue;
    const day = p.due_at.slice(0, 10);
    events.push({ id: `payment-${p.id}`, type: 'payment', title: p.name, detail: formatMoney(p.amount, p.amount_type), start: day, end: day, done: p.state === 'paid', state: p.state });
  }
  for (const s of project.stages) {
    const start = s.start_date ?? s.end_date;
    const end = s.end_date ?? s.start_date;
    if (!start || !end) continue;
    events.push({ id: `stage-${s.id}`, type: 'stage', title: s.name, detail: `${s.progress}%`, start, end, done: s.progress >= 100 });
  }
  return events.sort((a, b) => a.start.localeCompare(b.start) || a.type.localeCompare(b.type));
}

export { eventsBetween } from '../../lib/calendar/month-grid.ts';
