import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarDto } from '@trato/domain/dashboard/calendar';
import { api } from '../../../lib/api-client.ts';

export type CalendarQuery = { from: string; to: string; payments: boolean; stages: boolean };

export const CALENDAR_KEY = ['calendar'] as const;

/** GET /api/v1/dashboard/calendar — the workspace's payments and stages between two days. */
export function getCalendarEvents(q: CalendarQuery, signal?: AbortSignal): Promise<CalendarDto> {
  return api.get<CalendarDto>('/v1/dashboard/calendar', {
    query: { start_date: q.from, end_date: q.to, include_payments: q.payments, include_stages: q.stages },
    signal,
  });
}

export function useCalendarEvents(q: CalendarQuery) {
  return useQuery({ queryKey: [...CALENDAR_KEY, 'events', q], queryFn: ({ signal }) => getCalendarEvents(q, signal), placeholderData: keepPreviousData });
}
