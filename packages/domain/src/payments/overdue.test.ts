import { describe, expect, it } from 'vitest';
import { isOverdue, PAYMENT_STATE_LABELS, paymentState, paymentStateSentence } from './overdue.ts';

describe('isOverdue', () => {
  it("is a portal's payment still pending and due before today, by calendar day", () => {
    expect(isOverdue({ status: 'pending', due_at: '2026-12-30T00:00:00.000Z' }, '2026-12-31', 'project')).toBe(true);
    expect(isOverdue({ status: 'pending', due_at: '2026-12-31T00:00:00.000Z' }, '2026-12-31', 'project')).toBe(false);
    expect(isOverdue({ status: 'paid', due_at: '2026-01-01T00:00:00.000Z' }, '2026-12-31', 'project')).toBe(false);
    expect(isOverdue({ status: 'pending', due_at: null }, '2026-12-31', 'project')).toBe(false);
  });

  it("never is a proposal's: nothing is owed before the client signs", () => {
    expect(isOverdue({ status: 'pending', due_at: '2026-01-01T00:00:00.000Z' }, '2026-12-31', 'proposal')).toBe(false);
  });
});

describe('paymentState', () => {
  it('is paid, overdue or pending by the one rule, and says it calmly', () => {
    const today = '2026-11-29';
    expect(paymentState({ status: 'paid', due_at: '2026-11-01T00:00:00.000Z' }, today, 'project')).toBe('paid');
    expect(paymentState({ status: 'pending', due_at: '2026-11-22T00:00:00.000Z' }, today, 'project')).toBe('overdue');
    expect(paymentState({ status: 'pending', due_at: '2026-11-29T00:00:00.000Z' }, today, 'project')).toBe('pending');
    expect(paymentState({ status: 'pending', due_at: '2026-11-22T00:00:00.000Z' }, today, 'proposal')).toBe('pending');
    expect(paymentStateSentence('overdue', '2026-11-22T00:00:00.000Z')).toBe('Vencido el 22 de noviembre de 2026');
    expect(paymentStateSentence('pending', '2026-12-01T00:00:00.000Z')).toBe('Vence el 1 de diciembre de 2026');
    expect(paymentStateSentence('pending', null)).toBe('Pendiente');
    expect(PAYMENT_STATE_LABELS.overdue).toBe('Vencido');
  });
});
