import type { ServiceCreateInput, ServiceDto } from '@trato/domain/services/schemas';
import type { ServiceType } from '@trato/domain/services/types';
import { plainAmount } from '@trato/domain/money-format';

/**
 * A service or subservice being edited: every amount is the text the user typed. The catalogue's
 * form and the proposal builder's service cards both edit this shape.
 */
export type ServiceItemText = {
  name: string;
  description: string;
  type: ServiceType;
  quantity: string;
  quantity_type: string;
  value: string;
  value_type: string;
  /** The price of a `simple` item; ignored for other types (their total is quantity × value). */
  total: string;
};

export type SubserviceFormValues = ServiceItemText & { id?: string };

export type ServiceFormValues = Omit<SubserviceFormValues, 'id'> & {
  lines: string[];
  is_public: boolean;
  preload: boolean;
  subservices: SubserviceFormValues[];
};


export const emptySubservice = (): SubserviceFormValues => ({
  name: '',
  description: '',
  type: 'hours',
  quantity: '1',
  quantity_type: '',
  value: '',
  value_type: '',
  total: '',
});

export function toFormValues(service?: ServiceDto | null): ServiceFormValues {
  if (!service) return { ...emptySubservice(), lines: [], is_public: false, preload: false, subservices: [] };
  const item = (s: ServiceDto | ServiceDto['subservices'][number]) => ({
    name: s.name,
    description: s.description,
    type: s.type,
    quantity: plainAmount(s.quantity),
    quantity_type: s.quantity_type ?? '',
    value: plainAmount(s.value),
    value_type: s.value_type ?? '',
    total: s.type === 'simple' ? plainAmount(s.total) : '',
  });
  return {
    ...item(service),
    lines: service.lines.map((l) => l.id),
    is_public: service.is_public,
    preload: service.preload,
    subservices: [...service.subservices].sort((a, b) => a.position - b.position).map((s) => ({ id: s.id, ...item(s) })),
  };
}

/**
 * The request body: SPEC §5 — a simple item sends quantity 1 and value 1; its total is its price.
 * Other items send no total (the server computes it). Subservices carry their position.
 */
export function toRequest(values: ServiceFormValues): ServiceCreateInput {
  const item = (s: Omit<SubserviceFormValues, 'id'>) => ({
    name: s.name,
    description: s.description,
    type: s.type,
    quantity: s.type === 'simple' ? '1' : s.quantity,
    quantity_type: s.quantity_type || null,
    value: s.type === 'simple' ? '1' : s.value,
    value_type: s.value_type || null,
    ...(s.type === 'simple' ? { total: s.total } : {}),
  });
  const hasSubs = values.subservices.length > 0;
  return {
    ...item(values),
    ...(hasSubs ? { quantity: null, value: null, total: null } : {}),
    lines: values.lines,
    is_public: values.is_public,
    preload: values.preload,
    subservices: values.subservices.map((s, position) => ({ ...(s.id ? { id: s.id } : {}), ...item(s), position })),
  };
}
