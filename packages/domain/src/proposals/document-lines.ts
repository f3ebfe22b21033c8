import { toCents } from '../services/money.ts';

type PricedLine = { type: string; quantity: string; quantity_type: string | null; value_type: string | null };

/**
 * Whether a service line shows "quantity × unit value" to the client (issue 12): only when it tells
 * them something — several units, or a unit with a name ("8 horas", "por m²"). A fixed-price
 * (simple) line and a plain "1 × price" show the price alone. The internal service type is never
 * shown: the client reads what they buy, not how it is priced. Shared by the page and the PDF.
 */
export function showsUnitPrice(line: PricedLine): boolean {
  if (line.type === 'simple') return false;
  return toCents(line.quantity) !== 100n || !!line.quantity_type || !!line.value_type;
}
