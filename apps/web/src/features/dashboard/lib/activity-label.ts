import type { ActivityDto } from '@trato/domain/projects/dto';
import { statusLabel } from '@trato/domain/proposals/statuses';
import { activityText } from '../../projects/lib/activity-text.ts';

/**
 * What a workspace-wide activity says: the feed's wording (activityText), except a status change,
 * which the dashboard words by who made it and where it went.
 */
export function activityLabel(a: Pick<ActivityDto, 'type' | 'data'>): string {
  if (a.type === 'proposal.status_changed') {
    const to = typeof a.data?.to === 'string' ? a.data.to : null;
    if (a.data?.by === 'client' && to === 'ACCEPTED') return 'El cliente firmó la cotización';
    if (a.data?.by === 'client' && to === 'DECLINED') return 'El cliente rechazó la cotización';
    return to ? `Cambió el estado a «${statusLabel(to)}»` : 'Cambió el estado de la cotización';
  }
  return activityText(a);
}
