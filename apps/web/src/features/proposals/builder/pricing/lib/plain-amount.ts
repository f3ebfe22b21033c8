/** "1234.50" → "1234.5", "40.00" → "40": an amount or percent the way a person types it in a field. */
export const plainAmount = (amount: string | null | undefined): string => (amount ? amount.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1') : '');
