import { describe, expect, it } from 'vitest';
import { formatPlanPrice } from './format-plan.ts';

describe('plan formatting', () => {
  it('shows free plans as Gratis', () => {
    expect(formatPlanPrice({ id: 'free', name: 'Gratis', is_free: true, price: '0', currency: 'CLP' }, 'Gratis')).toBe('Gratis');
    expect(formatPlanPrice({ id: 'x', name: 'X', price: '0' }, 'Gratis')).toBe('Gratis');
  });

  it('formats paid prices in their currency', () => {
    expect(formatPlanPrice({ id: 'pro', name: 'Pro', price: '19', currency: 'USD' }, 'Gratis')).toMatch(/19/);
    expect(formatPlanPrice({ id: 'pro', name: 'Pro', price: '17990', currency: 'CLP' }, 'Gratis')).toMatch(/17[.\s\u00a0]?990/);
    expect(formatPlanPrice({ id: 'pro', name: 'Pro', price: '0.5', currency: 'UF' }, 'Gratis')).toBe('0,50 UF');
  });
});
