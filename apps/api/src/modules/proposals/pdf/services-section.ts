import { formatMoney, formatNumber } from '@trato/domain/money-format';
import type { ProposalDto, ProposalServiceDto, ProposalSubserviceDto } from '@trato/domain/proposals/dto';
import { showsUnitPrice } from '@trato/domain/proposals/document-lines';
import { PDF_MESSAGES as M } from './messages.ts';
import { COLORS, type PdfWriter, type TableColumn, type TableRow } from './writer.ts';

const COLUMNS: TableColumn[] = [{ share: 5 }, { share: 1.8, align: 'right' }, { share: 2.2, align: 'right' }, { share: 2.2, align: 'right' }];

type Item = ProposalServiceDto | ProposalSubserviceDto;

/** Quantity with its unit ("8 horas"); blank where it tells the client nothing (showsUnitPrice, as on the page). */
const quantityOf = (item: Item) => (showsUnitPrice(item) ? [formatNumber(item.quantity), item.quantity_type].filter(Boolean).join(' ') : '');

/** Unit value with its unit ("15.000 CLP por m²"); blank like the quantity: the total says the price. */
const valueOf = (item: Item, currency: string) => (showsUnitPrice(item) ? [formatMoney(item.value, currency), item.value_type].filter(Boolean).join(' ') : '');

function serviceRows(service: ProposalServiceDto, currency: string): TableRow[] {
  const subs = [...service.subservices].sort((a, b) => a.position - b.position);
  const rows: TableRow[] = [];
  const hasMore = !!service.description || subs.length > 0;
  rows.push({
    keepWithNext: hasMore,
    cells: [
      { text: service.name, bold: true },
      // A service with subservices is priced by them: its own quantity and value would add up unlike units.
      subs.length ? '' : quantityOf(service),
      subs.length ? '' : valueOf(service, currency),
      { text: formatMoney(service.total, currency), bold: true },
    ],
  });
  if (service.description) rows.push({ cells: [{ text: service.description, muted: true, size: 8.5, span: COLUMNS.length }], keepWithNext: subs.length > 0 });
  for (const sub of subs) {
    rows.push({
      cells: [{ text: `– ${sub.name}`, indent: 10 }, quantityOf(sub), valueOf(sub, currency), formatMoney(sub.total, currency)],
    });
  }
  return rows;
}

/**
 * The services table and the grand total: what the client buys, as on the page (no per-type
 * subtotals, no internal type names).
 */
export function drawServices(w: PdfWriter, proposal: ProposalDto): void {
  const currency = proposal.currency_code;
  w.sectionTitle(M.servicesTitle);
  const services = [...proposal.services].sort((a, b) => a.position - b.position);
  if (services.length === 0) {
    w.text(M.noServices, { color: COLORS.muted });
    return;
  }
  const header: TableRow = { cells: [M.serviceCol, M.quantityCol, M.valueCol, M.totalCol], bold: true, fill: COLORS.soft };
  w.table(COLUMNS, services.flatMap((s) => serviceRows(s, currency)), header);
  const totalColumns: TableColumn[] = [{ share: 7 }, { share: 3, align: 'right' }];
  w.table(totalColumns, [{ cells: [{ text: M.grandTotal, size: 12, rowHeader: true }, { text: formatMoney(proposal.totals.total, currency), size: 12 }], bold: true, fill: COLORS.soft }]);
}
