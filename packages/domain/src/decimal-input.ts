/**
 * Decimals typed and shown the Spanish way (a comma before the decimals, points between thousands)
 * while the API keeps its own text ("0.0011"). Exact string handling, no float: a rate keeps every
 * digit it has (up to 10 decimals).
 */

/** "0.00105" → "0,00105", "1234.5" → "1.234,5": the API's decimal text as a Spanish speaker reads it. */
export function spanishDecimal(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole, frac] = match;
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped}${frac ? `,${frac}` : ''}`;
}

/**
 * What a person typed → the API's text, or null when it is not a number. A comma is the decimal
 * mark and points group thousands ("1.234,5"). Without a comma, a point is a decimal mark too
 * ("0.0011", "1.08": people paste rates from English sources) unless it can only be a thousands
 * point: groups of exactly three digits after a first group of 1–3 not starting with 0 ("1.234",
 * "12.500.000").
 */
export function parseSpanishDecimal(input: string): string | null {
  const text = input.trim().replace(/[\s\u00a0]/g, '');
  if (!text) return null;
  let plain: string;
  if (text.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*,\d+$|^\d+,\d+$/.test(text)) return null;
    plain = text.replace(/\./g, '').replace(',', '.');
  } else if (/^[1-9]\d{0,2}(\.\d{3})+$/.test(text)) {
    plain = text.replace(/\./g, '');
  } else if (/^\d+(\.\d+)?$/.test(text)) {
    plain = text;
  } else {
    return null;
  }
  return plain.replace(/^0+(?=\d)/, '');
}
