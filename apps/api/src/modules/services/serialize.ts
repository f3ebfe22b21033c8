import { paginationMeta, type PageRequest } from '@trato/domain/pagination';
import type { PricedDto, ServiceDto, SubserviceDto } from '@trato/domain/services/schemas';
import { isServiceType } from '@trato/domain/services/types';
import type { FullService, SubserviceItem, SubserviceRow } from './services.queries.ts';

type PricedRow = Pick<SubserviceRow, 'id' | 'name' | 'description' | 'type' | 'quantity' | 'quantityType' | 'value' | 'valueType' | 'total'>;

/** The fields services and subservices share, snake_case, amounts as the numeric columns' strings. */
function pricedFields(row: PricedRow): PricedDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: isServiceType(row.type) ? row.type : 'other',
    quantity: row.quantity,
    quantity_type: row.quantityType,
    value: row.value,
    value_type: row.valueType,
    total: row.total,
  };
}

export function serializeSubservice(row: SubserviceItem): SubserviceDto {
  return {
    ...pricedFields(row),
    key: row.key,
    position: row.position,
  };
}

/** A service on the wire: snake_case, amounts as strings with 2 decimals (numeric columns). */
export function serializeService(row: FullService): ServiceDto {
  return {
    ...pricedFields(row),
    lines: row.lines,
    is_public: row.isPublic,
    preload: row.preload,
    subservices: row.subservices.map(serializeSubservice),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** SPEC §3 pagination meta (the shared helper), plus the `links` and `total` SPEC §7 puts beside `data`. */
export function paginate<T>(data: T[], request: PageRequest) {
  const meta = paginationMeta(request);
  return { data, links: meta.links, total: meta.total, meta };
}
