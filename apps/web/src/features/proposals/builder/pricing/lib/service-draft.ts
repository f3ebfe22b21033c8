import type { ProposalServiceDto, ProposalSubserviceDto } from '@trato/domain/proposals/dto';
import { proposalServiceSchema } from '@trato/domain/proposals/schemas';
import type { ServiceDto } from '@trato/domain/services/schemas';
import type { ServiceType } from '@trato/domain/services/types';
import { plainAmount } from '@trato/domain/money-format';
import type { ServiceItemText } from '../../../../services/lib/service-form.ts';

/**
 * The services of a proposal as the builder edits them: every amount is the text the user typed,
 * and every item carries its 5-character key from the moment it is added, so a save never changes
 * identities under the user's cursor (the server keeps keys it is given).
 */

export type ItemDraft = ServiceItemText & { key: string };

export type ServiceDraft = ItemDraft & {
  /** The catalogue service it was copied from; null for an ad-hoc service. */
  service_id: string | null;
  subservices: ItemDraft[];
};

/** One element of the `services` list of PUT /v1/proposals/{id} (docs/api/proposals.md). */
export type ServiceItemInput = {
  key: string;
  name: string;
  description: string;
  type: ServiceType;
  quantity: string | null;
  quantity_type: string | null;
  value: string | null;
  value_type: string | null;
  total?: string | null;
  position: number;
};
export type ServiceInput = ServiceItemInput & { service_id: string | null; subservices: ServiceItemInput[] };

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random 5-character key not in `taken`. */
export function newKey(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(5));
    const key = Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
    if (!taken.has(key)) return key;
  }
}

/** Every key in use in the list (services and subservices share one namespace). */
export function keysOf(services: readonly ServiceDraft[]): Set<string> {
  return new Set(services.flatMap((s) => [s.key, ...s.subservices.map((sub) => sub.key)]));
}


type PricedSource = Pick<ProposalSubserviceDto, 'name' | 'description' | 'type' | 'quantity' | 'quantity_type' | 'value' | 'value_type' | 'total'>;

function itemFrom(source: PricedSource, key: string): ItemDraft {
  return {
    key,
    name: source.name,
    description: source.description ?? '',
    type: source.type,
    quantity: plainAmount(source.quantity),
    quantity_type: source.quantity_type ?? '',
    value: plainAmount(source.value),
    value_type: source.value_type ?? '',
    total: source.type === 'simple' ? plainAmount(source.total) : '',
  };
}

const byPosition = <T extends { position: number }>(items: readonly T[]) => [...items].sort((a, b) => a.position - b.position);

/** The proposal's services from the API, in order. */
export function draftsFromProposal(services: readonly ProposalServiceDto[]): ServiceDraft[] {
  return byPosition(services).map((s) => ({
    ...itemFrom(s, s.key),
    service_id: s.service_id,
    subservices: byPosition(s.subservices).map((sub) => itemFrom(sub, sub.key)),
  }));
}

/** A catalogue service copied into the proposal, with fresh keys (the catalogue is never touched). */
export function draftFromCatalogue(service: ServiceDto, taken: ReadonlySet<string>): ServiceDraft {
  const used = new Set(taken);
  const take = () => {
    const key = newKey(used);
    used.add(key);
    return key;
  };
  return {
    ...itemFrom(service, take()),
    service_id: service.id,
    subservices: byPosition(service.subservices).map((sub) => itemFrom(sub, take())),
  };
}

export function emptyItem(key: string): ItemDraft {
  return { key, name: '', description: '', type: 'hours', quantity: '1', quantity_type: '', value: '', value_type: '', total: '' };
}

/** An ad-hoc service ('Servicio personalizado'). */
export function emptyService(taken: ReadonlySet<string>): ServiceDraft {
  return { ...emptyItem(newKey(taken)), service_id: null, subservices: [] };
}

function itemInput(item: ItemDraft, position: number): ServiceItemInput {
  const simple = item.type === 'simple';
  return {
    key: item.key,
    name: item.name.trim(),
    description: item.description.trim(),
    type: item.type,
    // SPEC §5: a simple item sends quantity 1 and value 1; its total is its price.
    quantity: simple ? '1' : item.quantity.trim(),
    quantity_type: item.quantity_type.trim() || null,
    value: simple ? '1' : item.value.trim(),
    value_type: item.value_type.trim() || null,
    ...(simple ? { total: item.total.trim() } : {}),
    position,
  };
}

/** The `services` body of PUT /v1/proposals/{id}: the whole list, positions in screen order. */
export function toServicesInput(services: readonly ServiceDraft[]): ServiceInput[] {
  return services.map((s, position) => {
    const base = itemInput(s, position);
    const hasSubs = s.subservices.length > 0;
    return {
      ...base,
      // With subservices the parent's figures are sums the server computes.
      ...(hasSubs ? { quantity: null, value: null, total: null } : {}),
      service_id: s.service_id,
      subservices: s.subservices.map((sub, i) => itemInput(sub, i)),
    };
  });
}

/**
 * Spanish messages per field of one service ('name', 'quantity', 'subservices.1.total'…), checked
 * with the schema the server applies to PUT /v1/proposals/{id} (the catalogue's rules, SPEC §5).
 */
export function serviceErrors(service: ServiceDraft): Record<string, string> {
  const [input] = toServicesInput([service]);
  const parsed = proposalServiceSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

export const isServiceValid = (service: ServiceDraft) => Object.keys(serviceErrors(service)).length === 0;

/** Moves the item at `from` to `to` (a new array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
