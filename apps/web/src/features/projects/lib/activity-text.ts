import { ACTIVITY_LABELS, ACTIVITY_NAME_KEYS, ACTIVITY_NAMED_PREFIXES } from '@trato/domain/search/activity-labels';
import type { ActivityDto } from '@trato/domain/projects/dto';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * What an activity says, in Spanish, from its type and data (docs/api/projects.md Activities): the
 * domain's label (the words search matches), with the stage's, payment's or file's name quoted.
 */
export function activityText(a: Pick<ActivityDto, 'type' | 'data'>): string {
  const label = ACTIVITY_LABELS[a.type];
  if (!label) return a.type;
  if (!ACTIVITY_NAMED_PREFIXES.some((prefix) => a.type.startsWith(prefix))) return label;
  const d = a.data ?? {};
  const name = ACTIVITY_NAME_KEYS.map((key) => str(d[key])).find(Boolean);
  return name ? `${label} «${name}»` : label;
}
