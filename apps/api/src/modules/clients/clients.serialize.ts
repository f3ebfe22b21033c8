import type { CompanyDto, CompanyMemberDto, CompanyTotalsDto } from '@trato/domain/clients/dto';
import { ZERO_TOTALS } from './clients.related.ts';
import type { CompanyRow, CustomerRow } from './clients.queries.ts';

export function serializeMember(m: CustomerRow): CompanyMemberDto {
  return {
    id: m.id,
    company_id: m.companyId,
    name: m.name,
    email: m.email,
    phone: m.phone,
    is_contact: m.isContact,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

export function serializeCompany(c: CompanyRow, members: CustomerRow[], totals: CompanyTotalsDto = ZERO_TOTALS): CompanyDto {
  const list = members.map(serializeMember);
  return {
    id: c.id,
    name: c.name,
    logo: c.logo,
    is_person: c.isPerson,
    archived: !!c.archivedAt,
    archived_at: c.archivedAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    members: list,
    contact: list.find((m) => m.is_contact) ?? null,
    projects_count: totals.projects_count,
    proposals_count: totals.proposals_count,
    amount_sell: totals.amount_sell,
    amount_paid: totals.amount_paid,
  };
}
