import { toCents } from './services/money.ts';

/**
 * Money and quantities for display, the same on screen and in the server-rendered PDF: Spanish
 * formatting (Intl 'es'). Whole amounts keep the currency's usual decimals (CLP none, EUR two); an
 * amount with cents always shows them, so nothing the total holds is hidden. UF is not an ISO code
 * and is written as a suffix: "1.234,50 UF". Display only: sums are made in cents elsewhere.
 */
export function formatMoney(amount: string, currency: string | null | undefined): string {
  const cents = toCents(amount) ?? 0n;
  const hasCents = cents % 100n !== 0n;
  const number = Number(amount) || 0;
  const digits = hasCents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {};
  const code = (currency ?? '').toUpperCase();
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      return new Intl.NumberFormat('es', { style: 'currency', currency: code, ...digits }).format(number);
    } catch {
      // An unknown code falls through to the plain number.
    }
  }
  const plain = new Intl.NumberFormat('es', hasCents ? digits : { maximumFractionDigits: 2 }).format(number);
  return code ? `${plain} ${code}` : plain;
}

/** A quantity or unit value for display: "2,5", "33.333,33". */
export function formatNumber(amount: string): string {
  return new Intl.NumberFormat('es', { maximumFractionDigits: 2 }).format(Number(amount) || 0);
}

/**
 * "1234.50" → "1234.5", "40.00" → "40": a stored amount or percent the way a person types it in a
 * field (the service form and the proposal builder fill their inputs with it).
 */
export const plainAmount = (amount: string | null | undefined): string => (amount ? amount.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1') : '');
