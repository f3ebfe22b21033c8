import { describe, expect, it } from 'vitest';
import { emailSchema } from './auth/schemas.ts';
import { normalizeEmail } from './email.ts';

describe('email normalisation', () => {
  it('lower-cases and trims', () => {
    expect(normalizeEmail('  Ana.Perez@Ejemplo.CL ')).toBe('ana.perez@ejemplo.cl');
  });
  it('is applied by the shared email schema', () => {
    expect(emailSchema.parse(' Foo@Bar.COM')).toBe('foo@bar.com');
  });
  it('refuses invalid and empty emails with Spanish messages', () => {
    expect(emailSchema.safeParse('no-es-correo').error?.issues[0]?.message).toBe('Ingresa un correo electrónico válido.');
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('Ingresa tu correo electrónico.');
  });
});
