import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@trato/domain/pagination';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { api } from '../../../lib/api-client.ts';

export type ProposalsPage = Paginated<ProposalListItemDto>;
export type ProposalsQuery = { page: number; text: string; line: string | null; trashed: boolean; status?: string | null };

export const PROPOSALS_KEY = ['proposals'] as const;
export const PROPOSALS_LIST_KEY = [...PROPOSALS_KEY, 'list'] as const;

/** GET /api/v1/proposals — 10 a page, newest first; filters line (id or slug), text, status, trashed. */
export function getProposals(q: ProposalsQuery, signal?: AbortSignal): Promise<ProposalsPage> {
  return api.get<ProposalsPage>('/v1/proposals', {
    query: {
      type: 'proposal',
      page: q.page > 1 ? q.page : undefined,
      text: q.text.trim() || undefined,
      line: q.line ?? undefined,
      status: q.status ?? undefined,
      trashed: q.trashed ? 1 : undefined,
    },
    signal,
  });
}

export const proposalsQueryOptions = (q: ProposalsQuery) =>
  queryOptions({ queryKey: [...PROPOSALS_LIST_KEY, q], queryFn: ({ signal }) => getProposals(q, signal), placeholderData: keepPreviousData });

export function useProposals(q: ProposalsQuery) {
  return useQuery(proposalsQueryOptions(q));
}

/** One board column: the proposals of a status, page after page ("Ver más"). */
export function useProposalsColumn(q: Omit<ProposalsQuery, 'page'> & { status: string }) {
  return useInfiniteQuery({
    queryKey: [...PROPOSALS_LIST_KEY, 'column', q],
    queryFn: ({ pageParam, signal }) => getProposals({ ...q, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
}
