import { z } from 'zod';
import { isoDateTime, pageOf } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import { paymentStateSchema } from '../payments/state-schema.ts';
import { proposalListItemSchema } from '../proposals/dto-schemas.ts';
import type { CompanyCustomerDto, CompanyDto, CompanyFileDto, CompanyMemberDto, CompanyPaymentDto } from './dto.ts';

/** Response schemas of companies and customers, one per DTO of ./dto.ts (docs/decisions/0046). */

const money = z.string().describe('Decimal con 2 cifras, p. ej. "1250000.00".');

export const companyMemberSchema = z
  .object({
    id: z.string(),
    company_id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    is_contact: z.boolean(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'CompanyMember' });
export const companyMemberMatches: SameType<z.infer<typeof companyMemberSchema>, CompanyMemberDto> = true;

export const companySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    is_person: z.boolean(),
    archived: z.boolean(),
    archived_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    members: z.array(companyMemberSchema),
    contact: companyMemberSchema.nullable(),
    projects_count: z.number().int(),
    proposals_count: z.number().int(),
    amount_sell: money,
    amount_paid: money,
  })
  .meta({ id: 'Company' });
export const companyMatches: SameType<z.infer<typeof companySchema>, CompanyDto> = true;

export const companyCustomerSchema = companyMemberSchema.extend({ company: companySchema }).meta({ id: 'CompanyCustomer' });
export const companyCustomerMatches: SameType<z.infer<typeof companyCustomerSchema>, CompanyCustomerDto> = true;

export const companyFileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    original_name: z.string(),
    mime_type: z.string(),
    size: z.number().int(),
    url: z.string(),
    download_link: z.string(),
    path: z.string(),
    created_at: isoDateTime,
  })
  .meta({ id: 'CompanyFile' });
export const companyFileMatches: SameType<z.infer<typeof companyFileSchema>, CompanyFileDto> = true;

/** The payment's own fields are written out here: the proposals' payment schema is declared by another module's work. */
export const companyPaymentSchema = z
  .object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    amount_type: z.string().describe('Código de moneda.'),
    amount: z.string(),
    percent: z.string(),
    position: z.number().int(),
    status: z.enum(['pending', 'paid']),
    due_at: isoDateTime.nullable(),
    project_id: z.string(),
    paid_at: isoDateTime.nullable(),
    state: paymentStateSchema,
    project: z.object({ id: z.string(), name: z.string(), type: z.enum(['proposal', 'project']), status: z.string() }),
  })
  .meta({ id: 'CompanyPayment' });
export const companyPaymentMatches: SameType<z.infer<typeof companyPaymentSchema>, CompanyPaymentDto> = true;

/** GET /v1/companies/{id}/{list}: one page of what the company is linked to. */
export const companyRelatedPageSchemas = {
  projects: pageOf(proposalListItemSchema),
  proposals: pageOf(proposalListItemSchema),
  payments: pageOf(companyPaymentSchema),
  files: pageOf(companyFileSchema),
} as const;
