import type { PaymentState } from '../payments/overdue.ts';
import type { PaymentDto } from '../proposals/dto.ts';

/** What the clients API answers (docs/api/clients.md); dates are ISO 8601 UTC strings. */

/** A member (customer) of a company. */
export type CompanyMemberDto = {
  id: string;
  company_id: string;
  name: string;
  email: string;
  phone: string | null;
  is_contact: boolean;
  created_at: string;
  updated_at: string;
};

/** Figures computed from a company's proposals, projects and payments (never stored). Money: decimal strings with 2 places. */
export type CompanyTotalsDto = {
  projects_count: number;
  proposals_count: number;
  /** Sum of the company's accepted proposals/projects totals. */
  amount_sell: string;
  /** Sum of the company's paid payments. */
  amount_paid: string;
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
  members: CompanyMemberDto[];
  contact: CompanyMemberDto | null;
} & CompanyTotalsDto;

/** POST /v1/customers and PUT /v1/customers/{id}: the customer with its company. */
export type CompanyCustomerDto = CompanyMemberDto & { company: CompanyDto };

/** A row of GET /v1/companies/{id}/files: an upload attached to the company. */
export type CompanyFileDto = {
  id: string;
  name: string;
  original_name: string;
  mime_type: string;
  size: number;
  url: string;
  download_link: string;
  path: string;
  created_at: string;
};

/** A row of GET /v1/companies/{id}/payments: a payment and the proposal or portal it pays for. */
export type CompanyPaymentDto = PaymentDto & { paid_at: string | null; state: PaymentState; project: { id: string; name: string; type: 'proposal' | 'project'; status: string } };
