import { describe, expect, it } from 'vitest';
import { isOverdue } from './overdue.ts';

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
