import type { CompanyTotals } from './clients.related.ts';
import { ZERO_TOTALS } from './clients.related.ts';
import type { CompanyRow, CustomerRow } from './clients.queries.ts';

export type MemberDto = {
  id: string;
  company_id: string;
  name: string;
  email: string;
  phone: string | null;
  is_contact: boolean;
  created_at: string;
  updated_at: string;
};

/** Company (SPEC §3): name, logo, members, contact, counts and amounts computed from related rows. */
export type CompanyDto = {
  id: string;
  name: string;
  logo: string | null;
  is_person: boolean;
  archived: boolean;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  members: MemberDto[];
  contact: MemberDto | null;
} & CompanyTotals;

export function serializeMember(m: CustomerRow): MemberDto {
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

export function serializeCompany(c: CompanyRow, members: CustomerRow[], totals: CompanyTotals = ZERO_TOTALS): CompanyDto {
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
