import { describe, expect, it } from 'vitest';
import { isOverdue } from './overdue.ts';

describe('isOverdue', () => {
  it('is pending and due before today, by calendar day', () => {
    expect(isOverdue({ status: 'pending', due_at: '2026-12-30T00:00:00.000Z' }, '2026-12-31')).toBe(true);
    expect(isOverdue({ status: 'pending', due_at: '2026-12-31T00:00:00.000Z' }, '2026-12-31')).toBe(false);
    expect(isOverdue({ status: 'paid', due_at: '2026-01-01T00:00:00.000Z' }, '2026-12-31')).toBe(false);
    expect(isOverdue({ status: 'pending', due_at: null }, '2026-12-31')).toBe(false);
  });
});
