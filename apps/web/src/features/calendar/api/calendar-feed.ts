import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreatedDto, CalendarFeedStatusDto } from '@trato/domain/dashboard/calendar';
import { api } from '../../../lib/api-client.ts';
import { CALENDAR_KEY } from './get-calendar-events.ts';

const FEED_KEY = [...CALENDAR_KEY, 'feed'] as const;

/** GET /api/v1/calendar/feed — whether the caller has a feed (never its URL). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({ queryKey: FEED_KEY, queryFn: async () => (await api.get<{ data: CalendarFeedStatusDto }>('/v1/calendar/feed')).data, enabled });
}

/** POST /api/v1/calendar/feed — a new URL (the previous one stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<{ data: CalendarFeedCreatedDto }>('/v1/calendar/feed')).data,
    onSuccess: (created) => queryClient.setQueryData<CalendarFeedStatusDto>(FEED_KEY, { active: true, created_at: created.created_at }),
  });
}

/** DELETE /api/v1/calendar/feed. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>('/v1/calendar/feed'),
    onSuccess: () => queryClient.setQueryData<CalendarFeedStatusDto>(FEED_KEY, { active: false, created_at: null }),
  });
}
