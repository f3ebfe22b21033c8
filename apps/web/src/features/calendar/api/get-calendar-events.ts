import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_EVENTS_PER_DAY, type CalendarDto } from '@trato/domain/dashboard/calendar';
import { api } from '../../../lib/api-client.ts';

/** `perDay`: at most that many events a day plus each day's count (the grid's request, decision 0039). */
export type CalendarQuery = { from: string; to: string; payments: boolean; stages: boolean; perDay?: number };

export const CALENDAR_KEY = ['calendar'] as const;

/** GET /api/v1/dashboard/calendar — the workspace's payments and stages between two days. */
export function getCalendarEvents(q: CalendarQuery, signal?: AbortSignal): Promise<CalendarDto> {
  return api.get<CalendarDto>('/v1/dashboard/calendar', {
    query: { start_date: q.from, end_date: q.to, include_payments: q.payments, include_stages: q.stages, per_day: q.perDay },
    signal,
  });
}

export function useCalendarEvents(q: CalendarQuery) {
  return useQuery({ queryKey: [...CALENDAR_KEY, 'events', q], queryFn: ({ signal }) => getCalendarEvents(q, signal), placeholderData: keepPreviousData });
}

/** One day's events (the '+N más' list): the first MAX_EVENTS_PER_DAY and the day's count; fetched only while `day` is set. */
export function useCalendarDay(day: string | null, filters: { payments: boolean; stages: boolean }) {
  const q: CalendarQuery = { from: day ?? '', to: day ?? '', ...filters, perDay: MAX_EVENTS_PER_DAY };
  return useQuery({ queryKey: [...CALENDAR_KEY, 'events', q], queryFn: ({ signal }) => getCalendarEvents(q, signal), enabled: day !== null });
}
