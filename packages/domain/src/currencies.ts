/** Currencies a workspace can work in (SPEC §3), with the names shown on screen. */
export const CURRENCIES = ['UF', 'CLP', 'USD', 'EUR', 'MXN', 'ARS', 'PEN', 'COP', 'BOB'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export const CURRENCY_NAMES: Record<CurrencyCode, string> = {
  UF: 'Unidad de Fomento (UF)',
  CLP: 'Peso chileno (CLP)',
  USD: 'Dólar estadounidense (USD)',
  EUR: 'Euro (EUR)',
  MXN: 'Peso mexicano (MXN)',
  ARS: 'Peso argentino (ARS)',
  PEN: 'Sol peruano (PEN)',
  COP: 'Peso colombiano (COP)',
  BOB: 'Boliviano (BOB)',
};

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
