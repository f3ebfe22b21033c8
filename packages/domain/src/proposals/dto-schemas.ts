import { z } from 'zod';
import { isoDateTime } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import type { ProposalClientDto, ProposalLineDto, ProposalListItemDto } from './dto.ts';

/** Response schemas of proposals, one per DTO of ./dto.ts (docs/decisions/0046). */

export const proposalLineSchema = z
  .object({ id: z.string(), name: z.string(), slug: z.string(), color: z.string(), badgeColor: z.string() })
  .meta({ id: 'ProposalLine' });
export const proposalLineMatches: SameType<z.infer<typeof proposalLineSchema>, ProposalLineDto> = true;

export const proposalClientSchema = z
  .object({
    name: z.string(),
    logo: z.string().nullable(),
    is_person: z.boolean(),
    contact: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'ProposalClient' });
export const proposalClientMatches: SameType<z.infer<typeof proposalClientSchema>, ProposalClientDto> = true;

export const proposalListItemSchema = z
  .object({
    id: z.string(),
    type: z.enum(['proposal', 'project']),
    name: z.string(),
    status: z.string().describe('init, DRAFT, SENT, ACCEPTED, DECLINED o FILED.'),
    status_label: z.string(),
    proposal_statuses: z.array(z.string()),
    slug: z.string(),
    links: z.object({ public: z.string() }),
    line_id: z.string().nullable(),
    line: proposalLineSchema.nullable(),
    company_id: z.string().nullable(),
    company: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }).nullable(),
    client: proposalClientSchema.nullable(),
    currency_code: z.string(),
    total: z.string(),
    cover_url: z.string().nullable(),
    valid_until_at: isoDateTime.nullable(),
    sent_at: isoDateTime.nullable(),
    accepted_at: isoDateTime.nullable(),
    declined_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    deleted_at: isoDateTime.nullable(),
  })
  .meta({ id: 'ProposalListItem' });
export const proposalListItemMatches: SameType<z.infer<typeof proposalListItemSchema>, ProposalListItemDto> = true;
