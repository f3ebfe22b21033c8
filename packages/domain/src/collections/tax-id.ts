/**
 * The tax id of the business that gets paid (issue 31 §1): one field and the country it belongs to.
 * The format is checked lightly per country (shape and, where the country publishes one, its check
 * digit), so a typo is caught before it lands on a receipt; no registry is asked.
 */
export const TAX_COUNTRIES = ['CL', 'AR', 'MX', 'CO', 'PE', 'BO', 'ES'] as const;
export type TaxCountry = (typeof TAX_COUNTRIES)[number];

export const TAX_COUNTRY_NAMES: Record<TaxCountry, string> = {
  CL: 'Chile',
  AR: 'Argentina',
  MX: 'México',
  CO: 'Colombia',
  PE: 'Perú',
  BO: 'Bolivia',
  ES: 'España',
};

/** What the id is called in each country. */
export const TAX_ID_LABELS: Record<TaxCountry, string> = { CL: 'RUT', AR: 'CUIT', MX: 'RFC', CO: 'NIT', PE: 'RUC', BO: 'NIT', ES: 'NIF' };

/** The Spanish message when the id does not fit its country, with an example of a valid one. */
export const TAX_ID_MESSAGES: Record<TaxCountry, string> = {
  CL: 'El RUT no es válido: revisa los números y el dígito verificador (por ejemplo, 76.123.456-0).',
  AR: 'El CUIT no es válido: son 11 dígitos con su dígito verificador (por ejemplo, 20-12345678-6).',
  MX: 'El RFC no es válido: son 3 o 4 letras, la fecha (AAMMDD) y 3 caracteres (por ejemplo, ABC010203AB1).',
  CO: 'El NIT no es válido: revisa los números y el dígito de verificación (por ejemplo, 900123456-8).',
  PE: 'El RUC no es válido: son 11 dígitos con su dígito verificador (por ejemplo, 20123456786).',
  BO: 'El NIT no es válido: son entre 7 y 12 dígitos.',
  ES: 'El NIF no es válido: revisa los números y la letra (por ejemplo, 12345678Z).',
};

/** Upper case without spaces or dots: how the id is stored and checked. */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s.]/g, '').toUpperCase();
}

const digitsOf = (s: string) => [...s].map(Number);

/** Chile: body of 7–8 digits and a mod-11 check digit (0–9 or K). */
function validRut(id: string): boolean {
  const m = /^(\d{7,8})-?([\dK])$/.exec(id);
  if (!m) return false;
  let sum = 0;
  let weight = 2;
  for (const d of digitsOf(m[1]!).reverse()) {
    sum += d * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return m[2] === expected;
}

/** Argentina (CUIT) and Peru (RUC): 11 digits, the last a mod-11 check over weights 5432765432. */
function mod11Eleven(id: string, onTen: number | null, onEleven: number): boolean {
  const digits = id.replace(/-/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const d = digitsOf(digits);
  const sum = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((acc, w, i) => acc + w * d[i]!, 0);
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? onEleven : rest === 10 ? onTen : rest;
  return expected !== null && expected === d[10];
}

/** Colombia: 6–10 digits, with the DIAN check digit when it is written after a hyphen. */
function validNit(id: string): boolean {
  const m = /^(\d{6,10})(?:-(\d))?$/.exec(id);
  if (!m) return false;
  if (m[2] === undefined) return true;
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43];
  const sum = digitsOf(m[1]!)
    .reverse()
    .reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const rest = sum % 11;
  return Number(m[2]) === (rest > 1 ? 11 - rest : rest);
}

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spain: a DNI (8 digits and its letter), an NIE (X/Y/Z, 7 digits, letter) or a company's CIF (shape only). */
function validNif(id: string): boolean {
  const dni = /^(\d{8})([A-Z])$/.exec(id);
  if (dni) return NIF_LETTERS[Number(dni[1]) % 23] === dni[2];
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (nie) return NIF_LETTERS[Number(`${'XYZ'.indexOf(nie[1]!)}${nie[2]}`) % 23] === nie[3];
  return /^[ABCDEFGHJNPQRSUVW]\d{7}[\dA-J]$/.test(id);
}

const VALIDATORS: Record<TaxCountry, (normalized: string) => boolean> = {
  CL: validRut,
  AR: (id) => /^\d{2}-?\d{8}-?\d$/.test(id) && mod11Eleven(id, null, 0),
  MX: (id) => /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/.test(id),
  CO: validNit,
  PE: (id) => /^(10|15|17|20)\d{9}$/.test(id) && mod11Eleven(id, 0, 1),
  BO: (id) => /^\d{7,12}$/.test(id),
  ES: validNif,
};

/** Whether `value` is a well-formed tax id of `country` (spaces and dots ignored). */
export function isValidTaxId(country: TaxCountry, value: string): boolean {
  return VALIDATORS[country](normalizeTaxId(value));
}
