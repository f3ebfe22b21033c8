/**
 * An API amount ("1250000.00") in the workspace currency, es locale. UF has no ISO code: shown as
 * "1.234,5 UF". Unknown or missing currencies fall back to plain numbers with 2 decimals at most.
 */
export function formatMoney(amount: string | number, currency: string | null | undefined): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  const n = Number.isFinite(value) ? value : 0;
  const decimals = n % 1 === 0 ? 0 : 2;
  if (currency === 'UF') return `${new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 }).format(n)} UF`;
  if (currency) {
    try {
      return new Intl.NumberFormat('es-CL', { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
    } catch {
      /* not an ISO currency: plain number below */
    }
  }
  return new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 }).format(n);
}
