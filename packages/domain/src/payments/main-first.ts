/**
 * A money figure split for display (issue 30 §3, decision 0064): the workspace's own currency first,
 * always (zero when it has nothing: a CLP workspace reads CLP first), then every other currency that
 * has an amount, by code. /payments and the dashboard order their figures with this.
 */
export type CurrencyAmount = { currency_code: string; amount: string };

export function mainFirst<T extends { currency_code: string }>(mainCurrency: string, rows: readonly T[], amountOf: (row: T) => string): { main: CurrencyAmount; others: CurrencyAmount[] } {
  const mine = rows.find((r) => r.currency_code === mainCurrency);
  const others = rows
    .filter((r) => r.currency_code !== mainCurrency && Number(amountOf(r)) !== 0)
    .map((r) => ({ currency_code: r.currency_code, amount: amountOf(r) }))
    .sort((a, b) => a.currency_code.localeCompare(b.currency_code));
  return { main: { currency_code: mainCurrency, amount: mine ? amountOf(mine) : '0' }, others };
}
