import { describe, expect, it } from 'vitest';
import type { DashboardMoneyDto } from '@trato/domain/dashboard/dto';
import { renderRoutes } from '../../billing/components/render-page.test-support.tsx';
import { MoneyCards } from './money-cards.tsx';

const money: DashboardMoneyDto = {
  main_currency: 'CLP',
  owed: [
    { currency_code: 'CLP', amount: '828000.00', count: 2 },
    { currency_code: 'USD', amount: '12500.50', count: 1 },
  ],
  overdue: [{ currency_code: 'USD', amount: '12500.50', count: 1 }],
  collected_month: [],
  pipeline: [{ currency_code: 'CLP', amount: '4720000.00', count: 4 }],
  pipeline_proposals: 2,
  next_payments: [],
};

const Page = () => <MoneyCards money={money} />;
const plain = (el: Element | null) => el?.textContent?.replace(/\u00a0/g, ' ');

describe('dashboard money cards', () => {
  it("headline the workspace's currency, other currencies after it, each card opening the list it equals", async () => {
    const { container } = await renderRoutes({ '/dashboard': Page }, '/dashboard');
    const card = (figure: string) => container.querySelector(`[data-testid="money-${figure}"]`);
    expect(plain(container.querySelector('[data-testid="money-owed-main"]'))).toBe('828.000 CLP');
    expect(plain(card('owed'))).toContain('+ 12.500,50 US$');
    // Nothing overdue in CLP: the headline stays CLP (at zero), the USD amount follows.
    expect(plain(container.querySelector('[data-testid="money-overdue-main"]'))).toBe('0 CLP');
    expect(plain(card('overdue'))).toContain('+ 12.500,50 US$');
    expect(plain(card('pipeline'))).toContain('En 2 cotizaciones enviadas o en borrador');
    const links = ['owed', 'overdue', 'collected_month', 'pipeline'].map((f) => card(f)?.querySelector('a')?.getAttribute('href'));
    expect(links).toEqual(['/payments?status=pending', '/payments?status=overdue', '/payments?status=paid&preset=this_month', '/payments?status=pipeline']);
  });
});
