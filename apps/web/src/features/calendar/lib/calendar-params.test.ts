import { describe, expect, it } from 'vitest';
import { readCalendarParams, writeCalendarParams } from './calendar-params.ts';

const TODAY = '2026-11-26';

describe('calendar URL params', () => {
  it('defaults to this month with both filters on; reads a month and filters off', () => {
    expect(readCalendarParams(new URLSearchParams(''), TODAY)).toEqual({ month: { year: 2026, month: 10 }, payments: true, stages: true });
    expect(readCalendarParams(new URLSearchParams('month=2027-01&stages=0'), TODAY)).toEqual({ month: { year: 2027, month: 0 }, payments: true, stages: false });
    expect(readCalendarParams(new URLSearchParams('month=2027-13'), TODAY).month).toEqual({ year: 2026, month: 10 });
  });

  it('writes only what differs from the defaults, keeping other params', () => {
    const out = writeCalendarParams(new URLSearchParams('x=1&month=2026-12'), { month: { year: 2026, month: 10 }, payments: false, stages: true }, TODAY);
    expect(out.toString()).toBe('x=1&payments=0');
    expect(writeCalendarParams(new URLSearchParams(''), { month: { year: 2027, month: 0 }, payments: true, stages: true }, TODAY).toString()).toBe('month=2027-01');
  });
});
