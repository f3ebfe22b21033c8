import { describe, expect, it } from 'vitest';
import type { PortalProjectDto } from '@trato/domain/portal/dto';
import { eventsBetween, projectEvents } from './calendar-events.ts';

const payment = (id: string, due_at: string | null, state: 'paid' | 'overdue' | 'pending' = 'pending') => ({
  id,
  name: `Pago ${id}`,
  amount_type: 'CLP',
  amount: '1000.00',
  percent: '50.00',
  position: 0,
  status: state === 'paid' ? 'paid' : 'pending',
  state,
  due_at,
  paid_at: null,
});
const stage = (id: string, start_date: string | null, end_date: string | null, progress = 0) => ({ id, name: `Etapa ${id}`, description: '', start_date, end_date, position: 0, progress });

const project = {
  payments: { payments: [payment('a', '2026-11-28T00:00:00.000Z', 'overdue'), payment('b', null), payment('c', '2026-10-01T00:00:00.000Z', 'paid')] },
  stages: [stage('x', '2026-10-20', '2026-11-05', 60), stage('y', null, null), stage('z', null, '2026-12-01')],
} as unknown as PortalProjectDto;

describe('projectEvents', () => {
  it("puts payments on their due day with the API's state, and stages over their dates, in date order; undated ones are left out", () => {
    expect(projectEvents(project).map((e) => [e.id, e.start, e.end, e.done, e.state])).toEqual([
      ['payment-c', '2026-10-01', '2026-10-01', true, 'paid'],
      ['stage-x', '2026-10-20', '2026-11-05', false, undefined],
      ['payment-a', '2026-11-28', '2026-11-28', false, 'overdue'],
      ['stage-z', '2026-12-01', '2026-12-01', false, undefined],
    ]);
  });
  it("a month lists what touches it: a stage that began the month before, not next month's", () => {
    expect(eventsBetween(projectEvents(project), '2026-11-01', '2026-11-30').map((e) => e.id)).toEqual(['stage-x', 'payment-a']);
  });
});
