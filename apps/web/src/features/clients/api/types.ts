import type { Paginated } from '@trato/domain/pagination';
import type { CompanyPaymentDto } from '@trato/domain/clients/dto';

/** A member (customer) of a company, as the API sends it. */
export type Member = {
  id: string;
  company_id: string;
  name: string;
  email: string;
  phone: string | null;
  is_contact: boolean;
  created_at: string;
  updated_at: string;
};

/** Company (SPEC §3). */
export type Company = {
  id: string;
  name: string;
  logo: string | null;
  is_person: boolean;
  archived: boolean;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  members: Member[];
  contact: Member | null;
  projects_count: number;
  proposals_count: number;
  amount_sell: string;
  amount_paid: string;
};

export type CompanyPage = Paginated<Company>;

/** A row of GET /v1/companies/{id}/payments: a payment, its state (the one word for it, decision 0062) and the proposal or portal it pays for. */
export type CompanyPayment = CompanyPaymentDto;
