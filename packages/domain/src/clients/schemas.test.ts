import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, clientFormSchema, companyListQuerySchema, companyNameFor, customerUpdateSchema } from './schemas.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('client form schema', () => {
  it('accepts a company contact, lower-cases the email and trims', () => {
    const out = clientFormSchema.parse({
      name: '  Marta Ñuñez ',
      email: ' Marta@Panaderia.CL ',
      phone: '+56 9 1234 5678',
      company_name: 'Panadería Ñuñoa',
      logo: '/api/files/company_logo/abc.png',
    });
    expect(out).toEqual({
      name: 'Marta Ñuñez',
      email: 'marta@panaderia.cl',
      phone: '+56 9 1234 5678',
      logo: '/api/files/company_logo/abc.png',
      company_name: 'Panadería Ñuñoa',
      is_person: false,
    });
  });

  it('a person needs no company name and is their own company', () => {
    const out = clientFormSchema.parse({ name: 'Pedro Soto', email: 'p@x.cl', is_person: true, phone: '', logo: '' });
    expect(out).toMatchObject({ phone: null, logo: null, is_person: true });
    expect(companyNameFor(out)).toBe('Pedro Soto');
    expect(companyNameFor({ name: 'Pedro', company_name: 'Estudio P', is_person: true })).toBe('Estudio P');
  });

  it('gives Spanish messages per field', () => {
    expect(messages(clientFormSchema.safeParse({}))).toMatchObject({
      name: CLIENT_MESSAGES.nameRequired,
      email: CLIENT_MESSAGES.emailRequired,
    });
    expect(messages(clientFormSchema.safeParse({ name: ' ', email: 'nope', phone: 'abc', company_name: '', logo: 'javascript:alert(1)' }))).toEqual({
      name: CLIENT_MESSAGES.nameRequired,
      email: CLIENT_MESSAGES.emailInvalid,
      phone: CLIENT_MESSAGES.phoneInvalid,
      logo: CLIENT_MESSAGES.logoInvalid,
      company_name: CLIENT_MESSAGES.companyRequired,
    });
    expect(messages(clientFormSchema.safeParse({ name: 'a'.repeat(121), email: 'a@b.cl', company_name: 'x' }))).toEqual({ name: CLIENT_MESSAGES.nameTooLong });
  });

  it('an update leaves out what is not sent (no accidental clearing)', () => {
    expect(customerUpdateSchema.parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
    expect(customerUpdateSchema.parse({ phone: '' })).toEqual({ phone: null });
  });

  it('reads the list query', () => {
    expect(companyListQuerySchema.parse({})).toEqual({ archived: false });
    expect(companyListQuerySchema.parse({ archived: '1', search: ' ñu ' })).toEqual({ archived: true, search: 'ñu' });
  });
});
