import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { render as renderDom } from '../../proposals/builder/pricing/testing/dom.ts';
import { AgendaDays } from './agenda-days.tsx';
import { DayChips } from './day-chips.tsx';


const render = (node: React.ReactElement) => renderDom(<MemoryRouter>{node}</MemoryRouter>);

const event = (id: string, type: 'payment' | 'stage', title: string, start: string, end = start): CalendarEventDto => ({
  id,
  type,
  title,
  start,
  end,
  all_day: true,
  project: { id: 'p1', name: 'Panadería Aurora', type: 'project' },
  status: type === 'payment' ? 'pending' : 'in_progress',
  ...(type === 'payment' && { amount: '1000.00', amount_type: 'CLP' }),
  url: '/projects/p1',
});

// The month's request sends only the first three events a day and each day's count (decision 0039):
// '+N más' is the count minus what the cell shows, and opens the day.
describe('DayChips', () => {
  it("shows the first three and '+N más' from the day's count; the button opens the day", () => {
    const onMore = vi.fn();
    const events = [event('a', 'stage', 'Diseño', '2026-12-01', '2026-12-05'), event('b', 'payment', 'Anticipo', '2026-12-03'), event('c', 'payment', 'Bono', '2026-12-03')];
    const el = render(<DayChips events={events} total={9} day="2026-12-03" onMore={onMore} />);
    expect([...el.querySelectorAll('[data-testid=calendar-chip]')].map((a) => a.getAttribute('aria-label'))).toEqual([
      'Etapa: Diseño — Panadería Aurora',
      'Pago: Anticipo — Panadería Aurora',
      'Pago: Bono — Panadería Aurora',
    ]);
    const more = el.querySelector('button')!;
    expect(more.textContent).toBe('+6 más');
    expect(more.getAttribute('aria-label')).toMatch(/^Ver 6 más del /);
    act(() => more.click());
    expect(onMore).toHaveBeenCalledWith('2026-12-03');
  });

  it("no '+N más' when the count is what the cell shows", () => {
    const el = render(<DayChips events={[event('b', 'payment', 'Anticipo', '2026-12-03')]} total={1} day="2026-12-03" onMore={() => {}} />);
    expect(el.querySelector('button')).toBeNull();
  });
});

describe('AgendaDays', () => {
  it("lists each day with events, its first three (a stage under every day it runs over) and '+N más'", () => {
    const onMore = vi.fn();
    const events = [event('s', 'stage', 'Diseño', '2026-11-30', '2026-12-02'), event('b', 'payment', 'Anticipo', '2026-12-02')];
    const el = render(<AgendaDays events={events} days={{ '2026-12-01': 1, '2026-12-02': 5 }} dates={['2026-12-01', '2026-12-02', '2026-12-03']} label="Agenda de diciembre de 2026" onMore={onMore} />);
    const days = [...el.querySelectorAll('ol[aria-label="Agenda de diciembre de 2026"] > li')];
    expect(days.map((d) => [...d.querySelectorAll('[data-testid=agenda-event]')].length)).toEqual([1, 2]);
    const more = days[1]!.querySelector('button')!;
    expect(more.textContent).toBe('+3 más');
    act(() => more.click());
    expect(onMore).toHaveBeenCalledWith('2026-12-02');
    expect(days[0]!.querySelector('button')).toBeNull();
  });
});
