import type { ActivityDto } from '@trato/domain/projects/dto';
import { statusLabel } from '@trato/domain/proposals/statuses';
import { activityText } from '../../projects/lib/activity-text.ts';

/**
 * What a workspace-wide activity says. The portal page's wording (activityText) knows portal,
 * stage, payment and file entries; the dashboard also lists proposal entries, worded here.
 */
const PROPOSAL_TEXT: Record<string, string> = {
  'proposal.created': 'Creó la cotización',
  'proposal.updated': 'Editó la cotización',
  'proposal.sent': 'Envió la cotización',
  'proposal.finished': 'Terminó la cotización',
  'proposal.duplicated': 'Duplicó la cotización',
  'proposal.deleted': 'Envió a la papelera la cotización',
  'proposal.recovered': 'Recuperó la cotización',
  'proposal.signed': 'El cliente firmó la cotización',
  'proposal.declined': 'El cliente rechazó la cotización',
};

export function activityLabel(a: Pick<ActivityDto, 'type' | 'data'>): string {
  if (a.type === 'proposal.status_changed') {
    const to = typeof a.data?.to === 'string' ? a.data.to : null;
    if (a.data?.by === 'client' && to === 'ACCEPTED') return PROPOSAL_TEXT['proposal.signed']!;
    if (a.data?.by === 'client' && to === 'DECLINED') return PROPOSAL_TEXT['proposal.declined']!;
    return to ? `Cambió el estado a «${statusLabel(to)}»` : 'Cambió el estado de la cotización';
  }
  return PROPOSAL_TEXT[a.type] ?? activityText(a);
}
