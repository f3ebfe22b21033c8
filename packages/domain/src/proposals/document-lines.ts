import { formatNumber } from '../money-format.ts';
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

/**
 * A line's own quantity with its own unit ("8 horas", "5 páginas", "2,5"), or null where
 * showsUnitPrice says it tells the client nothing. Never summed across lines: a service priced by
 * its subservices adds up unlike units (hours, pages, months), so callers show each subservice's
 * quantity and none for the parent (issue 30 §2).
 */
export function quantityWithUnit(line: PricedLine): string | null {
  if (!showsUnitPrice(line)) return null;
  return [formatNumber(line.quantity), line.quantity_type].filter(Boolean).join(' ');
}
