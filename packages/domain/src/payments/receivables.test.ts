import { describe, expect, it } from 'vitest';
import { isOwed, paymentStanding } from './receivables.ts';

describe('paymentStanding', () => {
  it("owes only a signed plan's unpaid payments (a portal running or finished)", () => {
    expect(paymentStanding({ status: 'pending' }, { type: 'project', status: 'active' })).toBe('owed');
    expect(paymentStanding({ status: 'pending' }, { type: 'project', status: 'finished' })).toBe('owed');
    expect(isOwed({ status: 'pending' }, { type: 'project', status: 'active' })).toBe(true);
  });

  it("keeps an open proposal's payments apart as pipeline (sent or draft), and a declined one's out of both", () => {
    expect(paymentStanding({ status: 'pending' }, { type: 'proposal', status: 'SENT' })).toBe('pipeline');
    expect(paymentStanding({ status: 'pending' }, { type: 'proposal', status: 'DRAFT' })).toBe('pipeline');
    expect(paymentStanding({ status: 'pending' }, { type: 'proposal', status: 'DECLINED' })).toBe('none');
    expect(paymentStanding({ status: 'pending' }, { type: 'proposal', status: 'init' })).toBe('none');
    expect(isOwed({ status: 'pending' }, { type: 'proposal', status: 'SENT' })).toBe(false);
  });

  it('counts a paid payment as collected whoever it belonged to', () => {
    expect(paymentStanding({ status: 'paid' }, { type: 'project', status: 'active' })).toBe('collected');
    expect(paymentStanding({ status: 'paid' }, { type: 'proposal', status: 'SENT' })).toBe('collected');
  });
});
