import { z } from 'zod';
import { normalizeEmail } from '../email.ts';
import { fileUrlSchema } from '../workspace/schemas.ts';

/** Spanish messages of the client form and the clients endpoints. */
export const CLIENT_MESSAGES = {
  nameRequired: 'Ingresa el nombre del cliente.',
  nameTooLong: 'El nombre no puede superar los 120 caracteres.',
  emailRequired: 'Ingresa el correo del cliente.',
  emailInvalid: 'Ingresa un correo electrónico válido.',
  emailTaken: 'Ya existe un cliente con este correo en tu espacio de trabajo.',
  phoneInvalid: 'Ingresa un teléfono válido (solo números, espacios, +, -, paréntesis).',
  companyRequired: 'Ingresa el nombre de la empresa.',
  companyTooLong: 'El nombre de la empresa no puede superar los 120 caracteres.',
  companyIdInvalid: 'Elige una empresa válida.',
  logoInvalid: 'La dirección del logo no es válida.',
  isPersonInvalid: 'Indica si el cliente es una persona.',
  typeInvalid: 'El tipo de cliente no es válido.',
} as const;

export const CLIENT_NAME_MAX = 120;

/** How a proposal's client step was filled (SPEC §3 contact type): new, existing, selected, or not yet. */
export const CONTACT_TYPES = ['NEW', 'EXISTS', 'SELECTED'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

const PHONE = /^\+?[\d\s().-]{6,25}$/;

export const clientNameSchema = z
  .string({ error: CLIENT_MESSAGES.nameRequired })
  .trim()
  .min(1, CLIENT_MESSAGES.nameRequired)
  .max(CLIENT_NAME_MAX, CLIENT_MESSAGES.nameTooLong);

/** A client's email: required, valid, trimmed and lower-cased (unique per workspace on the server). */
export const clientEmailSchema = z
  .string({ error: CLIENT_MESSAGES.emailRequired })
  .trim()
  .min(1, CLIENT_MESSAGES.emailRequired)
  .max(254, CLIENT_MESSAGES.emailInvalid)
  // (no `abort` here: an aborted field would hide the form-level company check)
  .pipe(z.email({ error: CLIENT_MESSAGES.emailInvalid }))
  .transform(normalizeEmail);

/** Optional phone: empty means none (null). */
export const clientPhoneSchema = z
  .string({ error: CLIENT_MESSAGES.phoneInvalid })
  .trim()
  .refine((v) => v === '' || PHONE.test(v), CLIENT_MESSAGES.phoneInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

export const companyNameSchema = z
  .string({ error: CLIENT_MESSAGES.companyRequired })
  .trim()
  .min(1, { error: CLIENT_MESSAGES.companyRequired, abort: true })
  .max(CLIENT_NAME_MAX, CLIENT_MESSAGES.companyTooLong);

/** Logo URL of a company (uploaded first to /v1/upload/image, directory company_logo); empty means none. */
export const companyLogoSchema = z
  .string({ error: CLIENT_MESSAGES.logoInvalid })
  .refine((v) => v === '' || fileUrlSchema.safeParse(v).success, CLIENT_MESSAGES.logoInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

const isPersonSchema = z.boolean({ error: CLIENT_MESSAGES.isPersonInvalid });

/**
 * The client form (SPEC §3: name, phone, email, logo, company name, isPerson, type), used by the web
 * form and by `POST /v1/customers?withCompany=1`. A person (is_person) is their own company: the
 * company name is optional and defaults to the person's name; otherwise it is required.
 */
export const clientFormSchema = z
  .object({
    name: clientNameSchema,
    email: clientEmailSchema,
    phone: clientPhoneSchema,
    logo: companyLogoSchema,
    company_name: z.string({ error: CLIENT_MESSAGES.companyRequired }).trim().max(CLIENT_NAME_MAX, CLIENT_MESSAGES.companyTooLong).optional(),
    is_person: isPersonSchema.default(false),
    type: z.enum(CONTACT_TYPES, { error: CLIENT_MESSAGES.typeInvalid }).nullish(),
  })
  .refine((v) => v.is_person || !!v.company_name, {
    path: ['company_name'],
    message: CLIENT_MESSAGES.companyRequired,
    // Also when other fields are wrong, so the form shows every message at once.
    when: (payload) => !payload.issues.some((i) => i.path?.[0] === 'company_name' || i.path?.[0] === 'is_person'),
  });
export type ClientFormInput = z.input<typeof clientFormSchema>;
export type ClientFormOutput = z.output<typeof clientFormSchema>;

/** The company name a client form creates: the given one, or the person's own name. */
export function companyNameFor(form: Pick<ClientFormOutput, 'name' | 'company_name' | 'is_person'>): string {
  return (form.company_name?.trim() || (form.is_person ? form.name : '')).trim() || form.name;
}

/** `POST /v1/customers` without withCompany: a new contact of an existing company. */
export const customerCreateSchema = z.object({
  name: clientNameSchema,
  email: clientEmailSchema,
  phone: clientPhoneSchema,
  company_id: z.uuid({ error: CLIENT_MESSAGES.companyIdInvalid }),
  is_contact: z.boolean().optional(),
});
export type CustomerCreateInput = z.output<typeof customerCreateSchema>;

/** `PUT /v1/customers/{id}`: any of name, email, phone; is_contact true makes them the main contact. */
export const customerUpdateSchema = z.object({
  name: clientNameSchema.optional(),
  email: clientEmailSchema.optional(),
  phone: clientPhoneSchema.optional(),
  is_contact: z.literal(true, { error: 'Solo puedes marcar a un miembro como contacto principal.' }).optional(),
});
export type CustomerUpdateInput = z.output<typeof customerUpdateSchema>;

/** `PUT /v1/companies/{id}`: name, logo, is_person. */
export const companyUpdateSchema = z.object({
  name: companyNameSchema.optional(),
  logo: companyLogoSchema.optional(),
  is_person: isPersonSchema.optional(),
});
export type CompanyUpdateInput = z.output<typeof companyUpdateSchema>;

/** `GET /v1/companies` query: page, text search, archived view. */
export const companyListQuerySchema = z.object({
  search: z.string().trim().max(100, 'La búsqueda no puede superar los 100 caracteres.').optional(),
  archived: z
    .enum(['0', '1', 'true', 'false'], { error: 'El filtro de archivados debe ser 0 o 1.' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
