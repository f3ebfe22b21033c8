import { formatDay } from '../date-format.ts';
import { PROVIDER_NAMES } from '../payments/charges.ts';
import { statusLabel } from '../proposals/statuses.ts';
import { activityLabel, sentenceStart } from './activity-types.ts';

/**
 * The keys of an activity's data that name what it was about, in the order they are read; a list
 * (the services a client asked to quote) reads as its items joined by commas.
 */
export const ACTIVITY_NAME_KEYS = ['name', 'stage_name', 'payment_name', 'file_name', 'original_name', 'services'] as const;

/** Entries about a named thing (a stage, payment, file, requested services, a bank account or payment provider): the feed quotes its name. */
const NAMED_PREFIXES = ['stage.', 'payment.', 'file.', 'services.', 'collections.'] as const;

const present = (v: unknown): boolean => v !== undefined && v !== null && String(v) !== '';

/** What the activity was about («Anticipo», «planos.pdf», «Sesión de fotos, Video»), or null. */
export function activityName(data: Record<string, unknown> | null | undefined): string | null {
  const d = data ?? {};
  for (const key of ACTIVITY_NAME_KEYS) {
    const value = d[key];
    if (key === 'services') {
      const joined = Array.isArray(value) ? value.filter(present).map(String).join(', ') : '';
      if (joined) return joined;
    } else if (present(value)) return String(value);
  }
  return null;
}

/**
 * What search finds an activity by and shows: `Label «name»` (the label alone when it names
 * nothing). The database keeps the same text in activities.search_text (migration 0019's
 * activity_search_text(), written by a trigger); activity-search-text.test.ts holds the two equal.
 */
export function activitySearchText(type: string, data: Record<string, unknown>): string {
  const name = activityName(data);
  return `${sentenceStart(activityLabel(type))}${name === null ? '' : ` «${name}»`}`;
}

type ActivityLike = { type: string; data: Record<string, unknown> | null; user?: { name: string } | null };

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** The provider that moved a payment by itself (its verified webhook: no team member), if any. */
function onlineProvider(a: ActivityLike): string | null {
  const method = str(a.data?.method);
  return !a.user?.name && method && method in PROVIDER_NAMES ? PROVIDER_NAMES[method as keyof typeof PROVIDER_NAMES] : null;
}

/** Who did it: the team member, else the payment provider, else the client named in the entry (a signature, a quote request). */
function actorOf(a: ActivityLike): string | null {
  if (a.user?.name) return a.user.name;
  const provider = onlineProvider(a);
  if (provider) return provider;
  const d = a.data ?? {};
  const named = str(d.customer_name) ?? str(d.signer);
  if (named) return named;
  return d.by === 'client' ? 'El cliente' : null;
}

function labelOf(a: ActivityLike): string {
  const d = a.data ?? {};
  if (a.type === 'proposal.status_changed') {
    const to = str(d.to);
    if (d.by === 'client' && to === 'ACCEPTED') return 'firmó la cotización';
    if (d.by === 'client' && to === 'DECLINED') return 'rechazó la cotización';
    return to ? `cambió el estado a «${statusLabel(to)}»` : activityLabel(a.type);
  }
  // «Extender validez» (decision 0079) is an update of the proposal that says which date it now holds.
  if (a.type === 'proposal.updated' && d.extended === true) {
    const to = formatDay(str((d.valid_until as { to?: unknown } | undefined)?.to));
    return to ? `extendió la validez de la cotización hasta el ${to}` : 'extendió la validez de la cotización';
  }
  if (onlineProvider(a) && (a.type === 'payment.paid' || a.type === 'payment.pending')) {
    const name = activityName(d);
    const verb = a.type === 'payment.paid' ? 'confirmó el pago' : 'revirtió el pago';
    return name ? `${verb} «${name}»` : verb;
  }
  const label = activityLabel(a.type);
  if (!NAMED_PREFIXES.some((prefix) => a.type.startsWith(prefix))) return label;
  const name = activityName(d);
  // A transfer reported through a «Pagar» link (decision 0077): nobody signed in, say how it came.
  const via = a.type === 'payment.transfer_reported' && d.via === 'pay_link' ? ' vía enlace de pago' : '';
  return `${name ? `${label} «${name}»` : label}${via}`;
}

/**
 * One feed entry in Spanish, as the staff project page and the dashboard show it: who did it (or
 * null) and what, the verb in lower case after a name («Marta Núñez pidió cotizar «Sesión de
 * fotos»») and capitalised when it starts the sentence («Creó el portal»).
 */
export function activitySentence(a: ActivityLike): { actor: string | null; text: string } {
  const actor = actorOf(a);
  const label = labelOf(a);
  return { actor, text: actor ? label : sentenceStart(label) };
}
