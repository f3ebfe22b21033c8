import type { ContentData } from '@trato/domain/proposals/content';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { ProposalPatch } from '../api/update-proposal.ts';

/**
 * Rich text as it compares: its blocks without Editor.js's own ids (it invents them for data stored
 * without) and no blocks at all the same as nothing stored.
 */
function blocksKey(data: ContentData | null | undefined): string {
  const blocks = (data?.blocks ?? []).map(({ type, data: blockData }) => ({ type, data: blockData }));
  return JSON.stringify(blocks);
}

/**
 * Whether one field of the builder's patch already holds that value in the saved proposal, so
 * sending it would change nothing (issue 12: opening the builder must not save). Name is compared
 * trimmed (the server trims it), the validity date by its day.
 */
export function isStoredValue(proposal: ProposalDto | undefined, key: string, value: unknown): boolean {
  if (!proposal) return false;
  switch (key as keyof ProposalPatch) {
    case 'name':
      return typeof value === 'string' && value.trim() === proposal.name;
    case 'request':
      return blocksKey(value as ContentData | null) === blocksKey(proposal.request);
    case 'content':
      return blocksKey(value as ContentData | null) === blocksKey(proposal.content);
    case 'cover':
      return (value ?? null) === (proposal.cover_url ?? null);
    case 'valid_until_at':
      return (value ? String(value).slice(0, 10) : null) === (proposal.valid_until_at ? proposal.valid_until_at.slice(0, 10) : null);
    case 'company_id':
      return (value ?? null) === (proposal.company_id ?? null);
    case 'form_step':
      return value === proposal.form_step;
    default:
      return false;
  }
}
